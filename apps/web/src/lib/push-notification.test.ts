import { describe, expect, it } from 'vitest';
import { notificationFromPush, readPushPayload } from './push-notification.ts';

describe('notificationFromPush', () => {
  it('shows the site’s message as it came', () => {
    expect(
      notificationFromPush(
        {
          title: 'Final: Aces 3–1 Blockers',
          body: 'Round 1',
          url: '/schedules?date=2026-11-24#match-4',
          tag: 'match-4',
        },
        'Volley League',
      ),
    ).toEqual({
      title: 'Final: Aces 3–1 Blockers',
      body: 'Round 1',
      url: '/schedules?date=2026-11-24#match-4',
      tag: 'match-4',
    });
  });

  it('never opens another site, and shows something sensible for a message of another shape', () => {
    const fallback = {
      title: 'Volley League',
      body: 'Open the site to see what is new.',
      url: '/',
      tag: undefined,
    };
    expect(notificationFromPush({ title: 'Hi', url: 'https://evil.example/' }, 'Volley League')).toEqual(
      fallback,
    );
    expect(notificationFromPush({ title: 'Hi', url: '//evil.example/x' }, 'Volley League')).toEqual(fallback);
    expect(notificationFromPush({ title: 'Hi', url: '/\\evil.example' }, 'Volley League')).toEqual(fallback);
    expect(notificationFromPush(null, 'Volley League')).toEqual(fallback);
    expect(notificationFromPush({ title: ' ', url: '/' }, 'Volley League')).toEqual(fallback);
    expect(notificationFromPush({ title: 'No body', url: '/teams/aces' }, 'Volley League')).toEqual({
      title: 'No body',
      body: '',
      url: '/teams/aces',
      tag: undefined,
    });
  });

  it('reads a payload that is not JSON as no message', () => {
    expect(
      readPushPayload(() => {
        throw new SyntaxError('not JSON');
      }),
    ).toBeNull();
    expect(readPushPayload(() => ({ title: 'x' }))).toEqual({ title: 'x' });
  });
});
