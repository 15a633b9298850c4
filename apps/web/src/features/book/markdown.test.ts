import { describe, expect, it } from 'vitest';
import { type Inline, inlineText, parseInline, parseMarkdown } from './markdown.ts';

const text = (value: string): Inline => ({ type: 'text', text: value });
const strong = (...children: Inline[]): Inline => ({ type: 'strong', children });
const em = (...children: Inline[]): Inline => ({ type: 'em', children });
const code = (value: string): Inline => ({ type: 'code', text: value });

describe('links to the app', () => {
  it('a link to one of the app’s screens is a link with its name', () => {
    expect(parseInline('Abre [Reportes](/app/reports) cada lunes')).toEqual([
      { type: 'text', text: 'Abre ' },
      { type: 'link', href: '/app/reports', children: [{ type: 'text', text: 'Reportes' }] },
      { type: 'text', text: ' cada lunes' },
    ]);
  });

  it('anything else in brackets stays literal text: the book never links out', () => {
    for (const text of [
      '[sitio](https://example.com)',
      '[raro](//evil.example)',
      '[sin cierre](/app/reports',
      '[](/app/reports)',
      '[ver](javascript:alert(1))',
      'corchetes [sueltos] aquí',
    ]) {
      expect(inlineText(parseInline(text)), text).toBe(text);
      expect(
        parseInline(text).some((n) => n.type === 'link'),
        text,
      ).toBe(false);
    }
  });
});

describe('parseInline', () => {
  it.each<[string, Inline[]]>([
    ['solo texto', [text('solo texto')]],
    ['el **margen** neto', [text('el '), strong(text('margen')), text(' neto')]],
    ['un *ejemplo* breve', [text('un '), em(text('ejemplo')), text(' breve')]],
    ['usa `LTV ÷ COCA` así', [text('usa '), code('LTV ÷ COCA'), text(' así')]],
    [
      '**Total: 25 + 15 = 40 puntos**, en verde.',
      [strong(text('Total: 25 + 15 = 40 puntos')), text(', en verde.')],
    ],
    [
      '**negritas con *cursiva* dentro**',
      [strong(text('negritas con '), em(text('cursiva')), text(' dentro'))],
    ],
    [
      '*cursiva con **negritas** dentro*',
      [em(text('cursiva con '), strong(text('negritas')), text(' dentro'))],
    ],
    ['***ambas***', [strong(em(text('ambas')))]],
  ])('%s', (source, expected) => {
    expect(parseInline(source)).toEqual(expected);
  });

  it('leaves stray or spaced asterisks as text', () => {
    expect(parseInline('3 * 4 * 5')).toEqual([text('3 * 4 * 5')]);
    expect(parseInline('sin cerrar **negritas')).toEqual([text('sin cerrar **negritas')]);
    expect(parseInline('sin cerrar *cursiva')).toEqual([text('sin cerrar *cursiva')]);
    expect(parseInline('** no es negrita**')).toEqual([text('** no es negrita**')]);
    expect(parseInline('*')).toEqual([text('*')]);
  });

  it('keeps markup inside code as literal text', () => {
    expect(parseInline('`a * b` y `**c**`')).toEqual([code('a * b'), text(' y '), code('**c**')]);
    expect(parseInline('*a `b*` c*')).toEqual([em(text('a '), code('b*'), text(' c'))]);
    expect(parseInline('sin cerrar `código')).toEqual([text('sin cerrar `código')]);
    expect(parseInline('``con ` dentro``')).toEqual([code('con ` dentro')]);
  });

  it('honours backslash escapes', () => {
    expect(parseInline('\\*no cursiva\\*')).toEqual([text('*no cursiva*')]);
    expect(parseInline('ruta C:\\carpeta')).toEqual([text('ruta C:\\carpeta')]);
  });

  it('never turns text into HTML', () => {
    const nodes = parseInline('<script>alert(1)</script> y <b>x</b>');
    expect(nodes).toEqual([text('<script>alert(1)</script> y <b>x</b>')]);
  });

  it('gives back the plain text', () => {
    expect(inlineText(parseInline('el **margen** de *seguridad* `x`'))).toBe(
      'el margen de seguridad x',
    );
  });
});

describe('parseMarkdown', () => {
  it('joins wrapped lines into paragraphs separated by blank lines', () => {
    expect(parseMarkdown('Primera línea\nsigue aquí.\n\n\nSegundo párrafo.')).toEqual([
      { type: 'paragraph', children: [text('Primera línea sigue aquí.')] },
      { type: 'paragraph', children: [text('Segundo párrafo.')] },
    ]);
  });

  it('reads bullet lists with - and *, and wrapped items', () => {
    const source =
      '- **Ventas a crédito.** Ya es ingreso,\n  pero no efectivo.\n* Inventario\n- Retiros';
    expect(parseMarkdown(source)).toEqual([
      {
        type: 'list',
        ordered: false,
        items: [
          [strong(text('Ventas a crédito.')), text(' Ya es ingreso, pero no efectivo.')],
          [text('Inventario')],
          [text('Retiros')],
        ],
      },
    ]);
  });

  it('reads numbered lists with their first number', () => {
    const source = 'Pasos:\n\n3. Tercero\n4. Cuarto que\n   sigue\n\n5. Quinto';
    expect(parseMarkdown(source)).toEqual([
      { type: 'paragraph', children: [text('Pasos:')] },
      {
        type: 'list',
        ordered: true,
        start: 3,
        items: [[text('Tercero')], [text('Cuarto que sigue')], [text('Quinto')]],
      },
    ]);
  });

  it('lets a list interrupt a paragraph, and a new kind of list start a new list', () => {
    const source = 'Las partes:\n- una\n- dos\n1. primero';
    expect(parseMarkdown(source).map((b) => b.type)).toEqual(['paragraph', 'list', 'list']);
  });

  it('does not take a number in running text for a list', () => {
    const source = 'Las ventas de\n2024. fueron buenas';
    expect(parseMarkdown(source)).toEqual([
      { type: 'paragraph', children: [text('Las ventas de 2024. fueron buenas')] },
    ]);
  });

  it('does not take *italic* at the start of a line for a bullet', () => {
    expect(parseMarkdown('*Nota:* importante')).toEqual([
      { type: 'paragraph', children: [em(text('Nota:')), text(' importante')] },
    ]);
  });

  it('reads a pipe table with its header', () => {
    const source = [
      'Las bandas:',
      '',
      '| Razón | Banda |',
      '|---|:---:|',
      '| 5 o más | **Excelente** |',
      '| Menos de 1 | Peligroso |',
      '',
      'Después.',
    ].join('\n');
    expect(parseMarkdown(source)).toEqual([
      { type: 'paragraph', children: [text('Las bandas:')] },
      {
        type: 'table',
        header: [[text('Razón')], [text('Banda')]],
        rows: [
          [[text('5 o más')], [strong(text('Excelente'))]],
          [[text('Menos de 1')], [text('Peligroso')]],
        ],
      },
      { type: 'paragraph', children: [text('Después.')] },
    ]);
  });

  it('handles empty input and Windows line ends', () => {
    expect(parseMarkdown('')).toEqual([]);
    expect(parseMarkdown('  \n\n')).toEqual([]);
    expect(parseMarkdown('a\r\nb\r\n\r\nc')).toEqual([
      { type: 'paragraph', children: [text('a b')] },
      { type: 'paragraph', children: [text('c')] },
    ]);
  });
});
