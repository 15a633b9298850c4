import { describe, expect, it } from 'vitest';
import { assistantStatusText, parseAssistantStatus } from './use-assistant-status.ts';

describe('the assistant card status', () => {
  it('reads the server answer and says how the assistant answers', () => {
    const extractive = parseAssistantStatus({ mode: 'extractive', chapters: 15 });
    expect(assistantStatusText(extractive)).toBe(
      'Disponible · responde con citas de los 15 capítulos del libro',
    );
    const generative = parseAssistantStatus({ mode: 'generative', chapters: 15 });
    expect(assistantStatusText(generative)).toMatch(/modelo de lenguaje.*15 capítulos/);
  });

  it.each([
    null,
    'texto',
    {},
    { mode: 'magic', chapters: 15 },
    { mode: 'extractive', chapters: 0 },
  ])('claims nothing for an unexpected answer (%j)', (body) => {
    expect(assistantStatusText(parseAssistantStatus(body))).toBe(
      'No pudimos consultar su estado en este momento.',
    );
  });
});
