import type { Element } from '@xmldom/xmldom';
import { parseDecimal, toHundredths } from './decimal.ts';
import { children, descendants, MalformedXmlError, parseXml } from './xml.ts';

/** Aggregates of OFX 1.x SGML (their end tags may be left out only for leaves). */
const AGGREGATE =
  /^(OFX|FI|STATUS|STMTTRN|PAYEE|CURRENCY|ORIGCURRENCY|BALLIST|BAL|.*RS|.*RQ|.*V1|.*ACCTFROM|.*ACCTTO|.*TRANLIST|.*BAL|.*INFO)$/;

const escapeText = (text: string) =>
  text.replace(/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/gi, '&amp;').replace(/</g, '&lt;');

/**
 * OFX 1.x is SGML: leaves may have no end tag (`<TRNAMT>-12.34` and the next tag). This closes
 * them so an XML parser can read the file; OFX 2.x (already XML) passes through unchanged in
 * meaning. A leaf is a tag followed by text; a tag followed by another tag is an aggregate when
 * OFX says so (AGGREGATE), otherwise an empty leaf. An end tag closes every aggregate left open
 * inside it.
 */
export function sgmlToXml(text: string): string {
  const start = text.search(/<OFX>/i);
  if (start < 0) throw new MalformedXmlError('sin <OFX>', null);
  const body = text.slice(start);
  const out: string[] = [];
  const stack: string[] = [];
  let i = 0;
  while (i < body.length) {
    const lt = body.indexOf('<', i);
    if (lt < 0) break;
    const gt = body.indexOf('>', lt);
    if (gt < 0) throw new MalformedXmlError('etiqueta sin cerrar', null);
    const tag = body.slice(lt + 1, gt).trim();
    const next = body.indexOf('<', gt + 1);
    const value = body.slice(gt + 1, next < 0 ? body.length : next).trim();
    i = next < 0 ? body.length : next;
    if (tag.startsWith('?') || tag.startsWith('!')) continue;
    if (tag.startsWith('/')) {
      const name = tag.slice(1).trim().toUpperCase();
      if (!stack.includes(name)) continue; // the end tag of a leaf already closed
      while (stack.length > 0) {
        const top = stack.pop() as string;
        out.push(`</${top}>`);
        if (top === name) break;
      }
      continue;
    }
    const name = tag.split(/\s/)[0]?.toUpperCase() ?? '';
    if (!/^[A-Z][A-Z0-9._]*$/.test(name))
      throw new MalformedXmlError(`etiqueta «${tag.slice(0, 20)}»`, null);
    const closesItself = body.slice(i, i + name.length + 3).toUpperCase() === `</${name}>`;
    if (value !== '' || closesItself || !AGGREGATE.test(name)) {
      out.push(`<${name}>${escapeText(value)}</${name}>`);
    } else {
      out.push(`<${name}>`);
      stack.push(name);
    }
  }
  while (stack.length > 0) out.push(`</${stack.pop()}>`);
  return out.join('');
}

export type OfxTransaction = {
  index: number;
  fitId: string | null;
  date: string | null;
  amountCentavos: number | null;
  rawDate: string;
  rawAmount: string;
  description: string;
};

export type OfxStatement = {
  account: string;
  currency: string | null;
  transactions: OfxTransaction[];
};

const leaf = (parent: Element | undefined, name: string): string => {
  const el = parent ? children(parent, name)[0] : undefined;
  return el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
};

function ofxDate(raw: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})/.exec(raw);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCMonth() === mo - 1 && date.getUTCDate() === d
    ? `${m[1]}-${m[2]}-${m[3]}`
    : null;
}

function ofxAmount(raw: string): number | null {
  if (!/^[+-]?\d+([.,]\d+)?$/.test(raw)) return null;
  const decimal = parseDecimal(raw.replace(',', '.'));
  return decimal ? toHundredths(decimal) : null;
}

/**
 * The statements of an OFX 1.x (SGML) or 2.x (XML) file: each account's currency and its
 * transactions, read with the XML parser after sgmlToXml. Throws MalformedXmlError when the
 * file cannot be read at all; a transaction with a bad date or amount keeps its raw text.
 */
export function parseOfx(text: string): OfxStatement[] {
  const root = parseXml(sgmlToXml(text));
  const statements = [...descendants(root, 'STMTRS'), ...descendants(root, 'CCSTMTRS')];
  let index = 0;
  return statements.map((stmt) => {
    const from = children(stmt, 'BANKACCTFROM')[0] ?? children(stmt, 'CCACCTFROM')[0];
    const transactions = descendants(stmt, 'STMTTRN').map((trn) => {
      index += 1;
      const rawDate = leaf(trn, 'DTPOSTED');
      const rawAmount = leaf(trn, 'TRNAMT');
      const name = leaf(trn, 'NAME');
      const memo = leaf(trn, 'MEMO');
      return {
        index,
        fitId: leaf(trn, 'FITID') || null,
        date: ofxDate(rawDate),
        amountCentavos: ofxAmount(rawAmount),
        rawDate,
        rawAmount,
        description:
          [name, memo].filter((s, i, all) => s && all.indexOf(s) === i).join(' · ') ||
          'Movimiento bancario',
      };
    });
    return {
      account: leaf(from, 'ACCTID') || 'sin-cuenta',
      currency: leaf(stmt, 'CURDEF') || null,
      transactions,
    };
  });
}
