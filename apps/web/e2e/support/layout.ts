import type { Locator } from 'playwright-core';

/**
 * The visible text nodes inside `root` that the browser broke over more than one line (each as
 * its text). Empty when every label fits on one line.
 */
export function wrappedTexts(root: Locator): Promise<string[]> {
  return root.evaluate((element) => {
    const wrapped: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (!text) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      // One rectangle per line box the text occupies; hidden text (sr-only, display:none) has
      // none or one clipped rectangle.
      const rects = [...range.getClientRects()].filter((r) => r.width > 1 && r.height > 1);
      if (rects.length > 1) wrapped.push(text);
    }
    return wrapped;
  });
}
