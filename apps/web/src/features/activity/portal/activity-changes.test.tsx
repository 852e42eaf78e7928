import type { ActivityEntry } from '@league/shared/schemas/activity';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Changes } from './activity-changes.tsx';

afterEach(cleanup);

const entry = (kind: ActivityEntry['kind'], changes: ActivityEntry['changes']): ActivityEntry => ({
  id: 1,
  at: '2026-11-24T12:00:00.000Z',
  actor: { id: 2, username: 'demo_admin' },
  kind,
  entityType: 'team',
  entityId: 3,
  entityLabel: 'Storm Crows (season 14)',
  href: '/teams/storm-crows?season=14',
  changes,
});

/** Each field's line as read: "field: shown values". */
function lines(container: HTMLElement): string[] {
  return [...container.querySelectorAll('dl > div')].map(
    (row) =>
      `${row.querySelector('dt')?.textContent}: ${[...row.querySelectorAll('dd > span')].map((s) => s.textContent).join(' ')}`,
  );
}

describe('Changes', () => {
  it('shows an edit as before → after, with a dash for an emptied value', () => {
    const { container } = render(
      <Changes
        entry={entry('edit', [
          { field: 'placement', before: "Didn't make playoffs", after: '1st Place (D2)' },
          { field: 'logoUrl', before: 'https://logo.example/a.png', after: null },
        ])}
      />,
    );
    expect(lines(container)).toEqual([
      "Placement: Didn't make playoffs → 1st Place (D2)",
      'Logo URL: https://logo.example/a.png → —',
    ]);
  });

  it('shows what a create set and what a delete removed, one side only', () => {
    const created = render(
      <Changes entry={entry('create', [{ field: 'name', before: null, after: 'Storm Crows' }])} />,
    );
    expect(lines(created.container)).toEqual(['Name: Storm Crows']);
    cleanup();
    const deleted = render(
      <Changes entry={entry('delete', [{ field: 'approved', before: true, after: null }])} />,
    );
    expect(lines(deleted.container)).toEqual(['Approved: yes']);
  });

  it('names fields and chat events in words, not their keys (issue 34, item 14)', () => {
    const { container } = render(
      <Changes
        entry={entry('edit', [
          { field: 'team1Score', before: 1, after: 3 },
          { field: 'events', before: 'match-completed', after: 'match-completed, tonights-matches' },
        ])}
      />,
    );
    expect(lines(container)).toEqual([
      'Team 1 score: 1 → 3',
      "Events: Match completed → Match completed, Tonight's matches",
    ]);
  });

  it('says No change for a write that changed nothing', () => {
    const { container } = render(<Changes entry={entry('edit', [])} />);
    expect(container.textContent).toBe('No change');
  });
});
