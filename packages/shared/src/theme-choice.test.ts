import { describe, expect, it } from 'vitest';
import { themeCookie, themeFromCookieHeader } from './theme-choice.ts';

describe('themeFromCookieHeader', () => {
  it('reads the choice among other cookies', () => {
    expect(themeFromCookieHeader('theme=light')).toBe('light');
    expect(themeFromCookieHeader('a=1; theme=dark; b=2')).toBe('dark');
    expect(themeFromCookieHeader(' other=x ;  theme = light ')).toBe('light');
  });

  it('names no theme without the cookie, or with a value that is not a theme', () => {
    expect(themeFromCookieHeader(undefined)).toBeNull();
    expect(themeFromCookieHeader('')).toBeNull();
    expect(themeFromCookieHeader('themes=light; mytheme=dark')).toBeNull();
    expect(themeFromCookieHeader('theme=blue')).toBeNull();
    expect(themeFromCookieHeader('theme="><script>')).toBeNull();
  });

  it('reads back what the browser is told to keep', () => {
    const [pair] = themeCookie('light').split(';');
    expect(themeFromCookieHeader(pair)).toBe('light');
    expect(themeCookie('dark')).toMatch(/^theme=dark; Path=\/; Max-Age=31536000; SameSite=Lax$/);
  });
});
