import { CHAT_EVENTS } from '@league/shared/domain/chat-messages';
import { describe, expect, it } from 'vitest';
import {
  CreateWebhookFormSchema,
  EditWebhookFormSchema,
  emptyWebhook,
  parseRolePings,
} from './webhook-form.ts';

describe('webhook form', () => {
  it('ticks every event of the shared registry for a new webhook, in its order', () => {
    expect(emptyWebhook().events).toEqual([...CHAT_EVENTS]);
    // A fresh copy each time: ticking boxes in one dialog never changes the next one's defaults.
    expect(emptyWebhook().events).not.toBe(emptyWebhook().events);
  });

  it('sends the trimmed address of a new webhook and refuses one without events', () => {
    const values = { ...emptyWebhook(), name: 'Results', url: ' https://discord.com/api/webhooks/1/abc ' };
    expect(CreateWebhookFormSchema.parse(values)).toMatchObject({
      url: 'https://discord.com/api/webhooks/1/abc',
      events: [...CHAT_EVENTS],
    });
    expect(CreateWebhookFormSchema.safeParse({ ...values, events: [] }).success).toBe(false);
  });

  it('leaves a blank address out of an edit, so the stored one stays', () => {
    const body = EditWebhookFormSchema.parse({
      name: 'Results',
      url: '  ',
      events: ['match-completed'],
      rolePings: '',
    });
    expect(body).toEqual({ name: 'Results', events: ['match-completed'], rolePings: [] });
  });
});

describe('role pings as typed', () => {
  it('reads one team and role id a line, the team before the last colon; blank lines skipped', () => {
    expect(parseRolePings(' Storm Crows: 11111111111111111 \n\nTeam: The Sequel:22222222222222222')).toEqual([
      { team: 'Storm Crows', roleId: '11111111111111111' },
      { team: 'Team: The Sequel', roleId: '22222222222222222' },
    ]);
    expect(parseRolePings('')).toEqual([]);
  });

  it('a line without a role id is refused with the shared message', () => {
    const parsed = CreateWebhookFormSchema.safeParse({
      ...emptyWebhook(),
      name: 'Results',
      url: 'https://discord.com/api/webhooks/1/abc',
      rolePings: 'Storm Crows',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toContain(
      'A role id is the 17 to 20 digits Discord shows (Copy Role ID)',
    );
  });
});
