import { describe, expect, it } from 'vitest';
import { createProgress, formatTableLines } from './progress.ts';

function recorder(isTTY: boolean) {
  const writes: string[] = [];
  return { stream: { isTTY, write: (text: string) => writes.push(text) }, writes };
}

describe('createProgress', () => {
  it('prints nothing until done, then one plain summary, when not on a terminal', () => {
    const { stream, writes } = recorder(false);
    const progress = createProgress({ title: 'Restoring x', stream, tables: ['users', 'players'] });
    progress.update('users', 3);
    progress.update('players', 1200);
    expect(writes).toEqual([]);
    progress.done();
    progress.done();
    expect(writes).toEqual(['Restoring x\n  users            3 rows\n  players      1,200 rows\n']);
    expect(writes.join('')).not.toContain('\u001b');
  });

  it('redraws one line per table in place on a terminal, at most once per interval', () => {
    const { stream, writes } = recorder(true);
    let clock = 0;
    const progress = createProgress({ title: 'T', stream, redrawMs: 100, now: () => clock });
    progress.update('users', 1);
    expect(writes).toEqual(['T\n\u001b[2K  users          1 rows\n']);
    clock = 50;
    progress.update('users', 2);
    expect(writes).toHaveLength(1);
    clock = 150;
    progress.update('articles', 7);
    // Back up over the one line drawn before, then draw both tables.
    expect(writes[1]).toBe(
      '\u001b[1A\u001b[2K  users             2 rows\n\u001b[2K  articles          7 rows\n',
    );
    progress.update('articles', 9);
    progress.done();
    expect(writes[2]).toBe(
      '\u001b[2A\u001b[2K  users             2 rows\n\u001b[2K  articles          9 rows\n',
    );
    expect(progress.counts()).toEqual({ users: 2, articles: 9 });
  });

  it('ignores updates after done', () => {
    const { stream, writes } = recorder(false);
    const progress = createProgress({ title: 'T', stream });
    progress.done();
    progress.update('users', 5);
    expect(progress.counts()).toEqual({});
    expect(writes).toEqual(['T\n']);
  });
});

describe('formatTableLines', () => {
  it('lines the counts up whatever the name lengths', () => {
    const lines = formatTableLines(
      new Map([
        ['a', 1],
        ['article_likes', 12345],
      ]),
    );
    expect(lines).toEqual(['  a                      1 rows', '  article_likes     12,345 rows']);
  });
});
