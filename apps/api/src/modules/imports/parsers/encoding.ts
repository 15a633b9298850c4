/** How a text file was decoded, so a preview can say it. */
export type DecodedText = { text: string; encoding: 'utf-8' | 'utf-16' | 'windows-1252' };

const hasPrefix = (bytes: Uint8Array, ...prefix: number[]) =>
  prefix.every((b, i) => bytes[i] === b);

/**
 * Text from a bank's or the SAT's bytes: UTF-8 with or without BOM, UTF-16 with its BOM, and
 * otherwise Windows-1252 (latin-1 as Mexican banks write it), chosen when the bytes are not
 * valid UTF-8. A UTF-8 text that was once mis-decoded ('DÃ­a') is repaired.
 */
export function decodeText(bytes: Uint8Array): DecodedText {
  if (hasPrefix(bytes, 0xef, 0xbb, 0xbf)) {
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8' };
  }
  if (hasPrefix(bytes, 0xff, 0xfe)) {
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16' };
  }
  if (hasPrefix(bytes, 0xfe, 0xff)) {
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16' };
  }
  try {
    return {
      text: repairMojibake(new TextDecoder('utf-8', { fatal: true }).decode(bytes)),
      encoding: 'utf-8',
    };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

/** 'DÃ­a' (UTF-8 read as latin-1 and saved again as UTF-8) back to 'Día', only when it is that. */
function repairMojibake(text: string): string {
  if (!/Ã[\u0080-\u00bf]/.test(text)) return text;
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0xff) return text;
    bytes[i] = code;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return text;
  }
}

/** Whether the bytes look binary: NUL bytes or many control characters in the first 8 KB. */
export function looksBinary(bytes: Uint8Array): boolean {
  if (hasPrefix(bytes, 0xff, 0xfe) || hasPrefix(bytes, 0xfe, 0xff)) return false;
  const head = bytes.subarray(0, 8192);
  let control = 0;
  for (const b of head) {
    if (b === 0) return true;
    if (b < 0x09 || (b > 0x0d && b < 0x20)) control += 1;
  }
  return control > head.length / 20;
}
