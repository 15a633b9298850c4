/**
 * C0 control characters other than tab, line feed and carriage return. PostgreSQL refuses NUL in
 * text and jsonb (a 500 before issue 35); the others no person types, so no field should keep
 * them. The contracts' `text()` schema refuses them field by field with its own label; this is
 * the net under every string the schemas leave open (nested JSON, free-form records).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

export type ValuePath = (string | number)[];

type Frame = { value: unknown; parent: Frame | undefined; key: string | number | undefined };

function pathOf(frame: Frame): ValuePath {
  const path: ValuePath = [];
  for (let f: Frame | undefined = frame; f?.key !== undefined; f = f.parent) path.push(f.key);
  return path.reverse();
}

/**
 * An object literal, `Object.create(null)`, or the query parser's objects (whose prototype is
 * itself prototype-less): not a Date, Buffer, Map or stream.
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === null || Object.getPrototypeOf(proto) === null;
}

/**
 * The path of the first string (or object key) in `value` that holds a control character, or
 * undefined when there is none. Walks plain objects and arrays only (not Dates, Buffers or
 * streams), without recursion, so a body nested thousands deep cannot overflow the stack.
 */
export function findControlCharacter(value: unknown): ValuePath | undefined {
  const stack: Frame[] = [{ value, parent: undefined, key: undefined }];
  for (let frame = stack.pop(); frame !== undefined; frame = stack.pop()) {
    const current = frame.value;
    if (typeof current === 'string') {
      if (CONTROL.test(current)) return pathOf(frame);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) {
        stack.push({ value: current[i], parent: frame, key: i });
      }
    } else if (isPlainObject(current)) {
      const keys = Object.keys(current);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i] as string;
        const child: Frame = { value: current[key], parent: frame, key };
        if (CONTROL.test(key)) return pathOf(child);
        stack.push(child);
      }
    }
  }
  return undefined;
}

/**
 * A path as a person reads it, `growth.simulations[0].result.notes[0]`; control characters in a
 * key are shown as � so the message itself stays clean.
 */
export function formatValuePath(path: ValuePath): string {
  let text = '';
  for (const part of path) {
    if (typeof part === 'number') text += `[${part}]`;
    else {
      const clean = part.replace(new RegExp(CONTROL.source, 'g'), '\uFFFD');
      text += text === '' ? clean : `.${clean}`;
    }
  }
  return text;
}
