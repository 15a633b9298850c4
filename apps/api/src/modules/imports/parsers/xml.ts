import { DOMParser, type Element } from '@xmldom/xmldom';

/** A document that is not well-formed XML, with the line where the parser stopped. */
export class MalformedXmlError extends Error {
  readonly line: number | null;
  constructor(message: string, line: number | null) {
    super(message);
    this.line = line;
  }
}

/**
 * Parses well-formed XML with @xmldom/xmldom, refusing any error (not only fatal ones) and any
 * DOCTYPE: no CFDI or OFX carries one, and refusing it shuts out entity expansion tricks.
 */
export function parseXml(text: string): Element {
  let problem: MalformedXmlError | null = null;
  let doc: ReturnType<DOMParser['parseFromString']> | null = null;
  try {
    doc = new DOMParser({
      onError: (level, message, context) => {
        if (level === 'warning') return;
        const line = (context as { locator?: { lineNumber?: number } } | undefined)?.locator
          ?.lineNumber;
        problem = new MalformedXmlError(message, line ?? null);
        throw problem;
      },
    }).parseFromString(text, 'text/xml');
  } catch (error) {
    throw problem ?? new MalformedXmlError(String(error), null);
  }
  const root = doc.documentElement;
  if (doc.doctype || !root) throw new MalformedXmlError('DOCTYPE o sin raíz', null);
  return root;
}

/** The direct children of `parent` named `localName` (any namespace). */
export function children(parent: Element, localName: string): Element[] {
  const found: Element[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 1 && (node as Element).localName === localName) {
      found.push(node as Element);
    }
  }
  return found;
}

export const child = (parent: Element, localName: string): Element | undefined =>
  children(parent, localName)[0];

/** Every descendant named `localName`, in document order. */
export function descendants(parent: Element, localName: string): Element[] {
  return Array.from(parent.getElementsByTagNameNS('*', localName));
}

/** An attribute's value with its whitespace collapsed (the SAT's files pad some), or null. */
export function attr(element: Element | undefined, name: string): string | null {
  const value = element?.getAttribute(name);
  if (value == null) return null;
  const collapsed = value.replace(/\s+/g, ' ').trim();
  return collapsed === '' ? null : collapsed;
}
