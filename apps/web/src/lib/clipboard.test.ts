import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportUrl } from '../components/ui/export-menu-view.tsx';
import { copyText } from './clipboard.ts';

/** jsdom has no navigator.clipboard: give the test one (or none). */
function setClipboard(value: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
}

afterEach(() => {
  setClipboard(undefined);
  vi.restoreAllMocks();
});

describe('copyText', () => {
  it('uses the Clipboard API where the page may', async () => {
    const writeText = vi.fn(async () => {});
    setClipboard({ writeText });
    expect(await copyText('https://league.example/stats?season=12')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://league.example/stats?season=12');
  });

  it('falls back to the copy command when the Clipboard API refuses, leaving no field behind', async () => {
    const writeText = vi.fn(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    setClipboard({ writeText });
    let copied = '';
    document.execCommand = vi.fn(() => {
      copied = (document.activeElement as HTMLTextAreaElement).value;
      return true;
    });
    expect(await copyText('link')).toBe(true);
    expect(copied).toBe('link');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('says so when nothing could copy', async () => {
    setClipboard(undefined);
    document.execCommand = vi.fn(() => false);
    expect(await copyText('link')).toBe(false);
  });
});

describe('exportUrl', () => {
  it('asks the same read for a file: paging dropped, format added', () => {
    expect(exportUrl('/api/stats?q=ace&limit=10&offset=20', 'csv')).toBe('/api/stats?q=ace&format=csv');
    expect(exportUrl('/api/games/5', 'json')).toBe('/api/games/5?format=json');
  });
});
