import { describe, expect, it } from 'vitest';
import { scrollKey } from './scroll-key.ts';

describe('scrollKey', () => {
  it('keeps two pages opened by a full load apart', () => {
    const players = scrollKey({ key: 'default', pathname: '/players/12', search: '' });
    const stats = scrollKey({ key: 'default', pathname: '/stats', search: '?season=3' });
    expect(players).not.toBe(stats);
    expect(stats).toBe('load:/stats?season=3');
  });

  it('keys pages reached inside the app by their history entry', () => {
    expect(scrollKey({ key: 'x7k2', pathname: '/stats', search: '' })).toBe('x7k2');
  });
});
