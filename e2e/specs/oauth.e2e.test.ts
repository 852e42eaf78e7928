/**
 * Sign in with the fake Discord provider (a new member, no password), link Roblox from the profile, and a
 * cancelled consent ending on the login page with its message (docs/product/accounts.md#sign-in-with-discord-or-roblox),
 * on a phone (390 px) and a desktop (1366 px). The providers are the local fakes global-setup starts.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { useBrowser, VIEWPORTS } from '../support/browser.ts';

const b = useBrowser();

/** On the fake provider's consent page: the account to be, then Authorize or Cancel. */
async function consent(page: Page, account: { id: string; username: string } | null) {
  await page.getByRole('button', { name: 'Authorize' }).waitFor();
  if (!account) {
    await page.getByRole('button', { name: 'Cancel' }).click();
    return;
  }
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('User id').fill(account.id);
  await page.getByRole('button', { name: 'Authorize' }).click();
}

describe.each(VIEWPORTS)('sign in with an outside account ($name)', ({ name, width, height }) => {
  it('signs a new member in with Discord, then links Roblox from the profile', async () => {
    const { page, context, errors } = await b.newPage({ width, height });
    const discordName = `e2e_discord_${name}`;

    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Discord' }).click();
    await consent(page, { id: `77000${width}`, username: discordName });
    // Back on the site: the ticket is traded for a session and the member lands on the home page.
    await page.waitForURL(`${b.baseUrl}/`);
    expect(page.url()).not.toContain('signInTicket');

    await page.goto('/profile');
    const methods = page.locator('section[aria-labelledby="sign-in-heading"]');
    await methods.getByText(`Linked as ${discordName}`).waitFor();
    expect(await page.getByRole('heading', { name: discordName }).isVisible()).toBe(true);
    // Discord is the only way in: it cannot be unlinked yet.
    expect(await methods.getByText('Your only way to sign in').isVisible()).toBe(true);

    await methods.getByRole('button', { name: 'Link Roblox' }).click();
    await consent(page, { id: `88000${width}`, username: `E2eRoblox${width}` });
    await page.waitForURL(/\/profile\?linked=roblox$/);
    await page.getByText('Your Roblox account is linked.').waitFor();
    await methods.getByText(`Linked as E2eRoblox${width}`).waitFor();
    // With two ways in, either may go.
    expect(await methods.getByRole('button', { name: 'Unlink Discord' }).isVisible()).toBe(true);
    expect(await methods.getByRole('button', { name: 'Unlink Roblox' }).isVisible()).toBe(true);

    expect(await seriousViolations(page)).toEqual([]);
    // Nothing on the profile is wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('ends a cancelled consent on the login page with its message, signed out', async () => {
    const { page, context } = await b.newPage({ width, height });
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Sign in with Roblox' }).click();
    await consent(page, null);
    await page.waitForURL(/\/login\?signInError=denied&provider=roblox$/);
    await page.getByText('You cancelled signing in with Roblox. Nothing was changed.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('authToken_v2'))).toBeNull();
    await context.close();
  });
});
