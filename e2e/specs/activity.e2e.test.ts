/**
 * The portal's Activity page (docs/product/activity.md#pages): a team and a player edited inline in the portal
 * show up in the staff activity log with their diffs, filters live in the URL, and the entity links to its
 * page. The team and player are made for this run through the API, so the demo league's rows stay as the
 * other specs expect them.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../apps/api/src/demo-league/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';

const b = useBrowser();
const RUN = Date.now().toString(36).slice(-5);
const TEAM_NAME = `e2e audit team ${RUN}`;
const PLAYER_NAME = `e2e audit player ${RUN}`;
let seasonNumber: number;

const api = b.api;

async function confirmChange(page: Page, text: string) {
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await confirm.getByText(text).waitFor();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
}

beforeAll(async () => {
  const { token } = await api<{ token: string }>('/api/users/login', {
    method: 'POST',
    body: { username: 'demo_admin', password: DEMO_PASSWORD },
  });
  const [newest] = await api<{ seasonNumber: number }[]>('/api/seasons/skinny');
  seasonNumber = newest!.seasonNumber;
  await api('/api/teams', { method: 'POST', token, body: { name: TEAM_NAME, seasonNumber } });
  await api('/api/players/batch/by-team-name', {
    method: 'POST',
    token,
    body: [{ name: PLAYER_NAME, position: 'Setter', teamNames: [TEAM_NAME], seasonNumber }],
  });
});

describe('Activity', () => {
  it('shows a team edit and a player edit made in the portal with their diffs, and filters by kind and entity', async () => {
    const { page, context, errors } = await b.newPage();
    await b.logIn(page, 'demo_admin');

    await page.goto('/portal/teams');
    await page.getByLabel('Search', { exact: true }).fill(TEAM_NAME);
    await page
      .getByRole('button', { name: `Edit placement of team ${TEAM_NAME}: Didn't make playoffs` })
      .click();
    await page.getByLabel(`placement of team ${TEAM_NAME}`, { exact: true }).selectOption('1st Place (D2)');
    await confirmChange(page, `Change placement from "Didn't make playoffs" to "1st Place (D2)"?`);
    await page.getByRole('button', { name: `Edit placement of team ${TEAM_NAME}: 1st Place (D2)` }).waitFor();

    await page.goto('/portal/players');
    await page.getByLabel('Search', { exact: true }).fill(PLAYER_NAME);
    await page.getByRole('button', { name: `Edit position of player ${PLAYER_NAME}: Setter` }).click();
    await page.getByLabel(`position of player ${PLAYER_NAME}`, { exact: true }).selectOption('Libero');
    await confirmChange(page, 'Change position from "Setter" to "Libero"?');
    await page.getByRole('button', { name: `Edit position of player ${PLAYER_NAME}: Libero` }).waitFor();

    // Through the sidebar, as staff would get there.
    await page.getByRole('link', { name: 'Activity' }).click();
    await page.waitForURL(`${b.baseUrl}/portal/activity`);
    await page.getByRole('heading', { name: 'Activity', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Activity' });
    const teamRow = table.getByRole('row').filter({ hasText: `${TEAM_NAME} (season ${seasonNumber})` });
    const playerRow = table.getByRole('row').filter({ hasText: PLAYER_NAME });
    // Newest first: the player edit, then the team edit, then the two creates made through the API.
    await expect.poll(() => teamRow.count(), { timeout: 60_000 }).toBe(2);
    expect(await playerRow.count()).toBe(2);
    const teamEdit = teamRow.filter({ hasText: 'Edit' });
    // innerText as shown: the kind badge is upper-cased by its style, so compare ignoring case.
    const shown = async (row: typeof teamRow) => (await row.innerText()).replace(/\s+/g, ' ').toLowerCase();
    expect(await shown(teamEdit)).toContain(
      `demo_admin edit team ${TEAM_NAME} (season ${seasonNumber}) placement didn't make playoffs → 1st place (d2)`,
    );
    const playerEdit = playerRow.filter({ hasText: 'Edit' });
    expect(await shown(playerEdit)).toContain(
      `demo_admin edit player ${PLAYER_NAME} position setter → libero`,
    );

    await page.getByLabel('Kind').selectOption('edit');
    await page.waitForURL(/\/portal\/activity\?kind=edit$/);
    await expect.poll(() => teamRow.count()).toBe(1);
    expect(await playerRow.count()).toBe(1);
    expect(await seriousViolations(page, 'main')).toEqual([]);
    const kinds = await table
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[2]?.textContent));
    expect(new Set(kinds)).toEqual(new Set(['Edit']));

    await page.getByLabel('Entity').selectOption('team');
    await page.waitForURL(/\/portal\/activity\?kind=edit&entity=team$/);
    await expect.poll(() => playerRow.count()).toBe(0);
    expect(await teamRow.count()).toBe(1);

    // A reload keeps the filters (they live in the URL); the entry links to the team's page.
    await page.reload();
    expect(await page.getByLabel('Kind').inputValue()).toBe('edit');
    await teamRow.getByRole('link', { name: `${TEAM_NAME} (season ${seasonNumber})` }).click();
    await page.waitForURL(
      (url) => url.pathname.startsWith('/teams/') && url.search === `?season=${seasonNumber}`,
    );

    expect(errors).toEqual([]);
    await context.close();
  });
});
