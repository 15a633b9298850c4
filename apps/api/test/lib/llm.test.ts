import { describe, expect, it } from 'vitest';
import { clip } from '../../src/lib/llm.ts';

describe('clip: a model’s text cut to a length', () => {
  it.each([
    ['Hola', 10, 'Hola'],
    ['abcdefghij', 10, 'abcdefghij'],
    ['abcdefghijk', 10, 'abcdefghi…'],
    // The space before the cut goes: the text ends in a word and '…'.
    ['Tu caja alcanza', 9, 'Tu caja…'],
  ])('%j to %i characters is %j', (text, max, expected) => {
    expect(clip(text, max)).toBe(expected);
    expect(clip(text, max).length).toBeLessThanOrEqual(max);
  });
});
