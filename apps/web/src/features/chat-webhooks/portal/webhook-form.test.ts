import { CHAT_EVENTS } from '@league/shared/domain/chat-messages';
import { describe, expect, it } from 'vitest';
import { CreateWebhookFormSchema, EditWebhookFormSchema, emptyWebhook } from './webhook-form.ts';

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
    const body = EditWebhookFormSchema.parse({ name: 'Results', url: '  ', events: ['match-completed'] });
    expect(body).toEqual({ name: 'Results', events: ['match-completed'] });
  });
});
