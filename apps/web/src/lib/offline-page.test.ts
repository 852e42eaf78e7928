import { describe, expect, it } from 'vitest';
import { offlinePageHtml, titleOfPage } from './offline-page.ts';

describe('the offline page', () => {
  it('lists the saved pages by title, escaped, and offers to try the asked page again', () => {
    const html = offlinePageHtml(
      [
        { path: '/schedules', title: 'Schedules & Results · Volley League' },
        { path: '/players/3?x="<', title: 'Ann <b>' },
      ],
      '/records',
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('h1')?.textContent).toBe('You are offline');
    const links = [...doc.querySelectorAll('li a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Ann <b>', '/players/3?x="<'],
      ['Schedules & Results · Volley League', '/schedules'],
    ]);
    expect(doc.body.textContent).toContain('/records has not been saved on this device');
    expect(doc.querySelector('p:last-child a')?.getAttribute('href')).toBe('/records');
  });

  it('says so when nothing is saved yet', () => {
    const doc = new DOMParser().parseFromString(offlinePageHtml([], '/'), 'text/html');
    expect(doc.querySelectorAll('li')).toHaveLength(0);
    expect(doc.body.textContent).toContain('No page has been saved on this device yet');
  });

  it('reads a saved page’s title, else names it by its path', () => {
    expect(titleOfPage('<head><title>Records &amp; more</title></head>', '/records')).toBe('Records & more');
    expect(titleOfPage('<p>no title</p>', '/x')).toBe('/x');
  });
});
