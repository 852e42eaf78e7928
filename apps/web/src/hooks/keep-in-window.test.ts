import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepInWindow } from './use-popup.ts';

/** A panel drawn from `left` to `right` px as long as it is not moved, in a window `width` px wide. */
function panelAt(left: number, right: number, width: number): HTMLElement {
  vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(width);
  const panel = document.createElement('div');
  panel.getBoundingClientRect = () => ({ left, right }) as DOMRect;
  return panel;
}

afterEach(() => vi.restoreAllMocks());

describe('keepInWindow', () => {
  it('moves a panel that sticks out on the right back in, by as little as it takes', () => {
    // A team page's Subscribe on a phone: its panel opened from the button, 142 px along the row.
    const panel = panelAt(142, 462, 390);
    keepInWindow(panel);
    expect(panel.style.translate).toBe('-80px 0');
  });

  it('moves a panel that sticks out on the left back in', () => {
    const panel = panelAt(-30, 290, 390);
    keepInWindow(panel);
    expect(panel.style.translate).toBe('38px 0');
  });

  it('keeps a panel wider than the window at its left edge', () => {
    const panel = panelAt(142, 600, 390);
    keepInWindow(panel);
    expect(panel.style.translate).toBe('-134px 0');
  });

  it('leaves a panel within the window where its stylesheet puts it', () => {
    const panel = panelAt(16, 336, 390);
    panel.style.translate = '5px 0';
    keepInWindow(panel);
    expect(panel.style.translate).toBe('');
  });
});
