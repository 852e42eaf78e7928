import { describe, expect, it } from 'vitest';
import { CreateWebhookFormSchema, emptyWebhook, parseRolePings } from './webhook-form.ts';

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
