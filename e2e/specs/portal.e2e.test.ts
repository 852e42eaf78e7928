/**
 * The staff portal's shell and its users, seasons, matches, articles and awards pages
 * (docs/product/portal.md#pages, docs/product/portal.md#inline-editing,
 * docs/product/portal.md#rules-and-constants, docs/product/portal.md#deleting;
 * docs/product/accounts.md#permissions), logged in through the login page as demo_admin and demo_superadmin,
 * plus the role guard for members and guests. League data the journeys need is read through the public API.
 */
import { dayStartInZone, todayKey } from '@league/shared/domain/day-keys';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';

const b = useBrowser();
/** Unique per run, so a second run against the same data does not collide. */
const RUN = Date.now().toString(36).slice(-5);
const MATCH_NUMBER = `E2E Match ${RUN}`;
const SEASON_NUMBER = 40 + (Date.now() % 50);
/** A member no other spec logs in as: promoted by the admin, set back by the superadmin. */
const MEMBER = 'blockparty_ben';

const api = b.api;

interface Session {
  page: Page;
  context: BrowserContext;
  errors: string[];
}

async function staffPage(username: string, path: string, width = 1280): Promise<Session> {
  const { page, context, errors } = await b.newPage({ width });
  await b.logIn(page, username);
  await page.goto(path);
  return { page, context, errors };
}

/** The list total (X-Total-Count) of a public matches read. */
async function matchCount(query: string): Promise<number> {
  const res = await fetch(`${b.baseUrl}/api/matches?limit=1${query}`);
  expect(res.status).toBe(200);
  return Number(res.headers.get('x-total-count'));
}

/**
 * The page, and its range line, at which the Matches page opens with no filter: the page of 10 holding the
 * first match of today or later (the league's day, from the settings the page was drawn with), the last
 * page when all are past (docs/product/schedule-and-matches.md#matches-in-the-portal).
 */
async function todaysPage(page: Page): Promise<{ pageNumber: number; rangeText: string }> {
  const settings = await page.locator('meta[name="league-settings"]').getAttribute('content');
  const { timeZone } = JSON.parse(settings ?? '{}') as { timeZone: string };
  const todayStart = dayStartInZone(todayKey(timeZone), timeZone);
  const before = await matchCount(`&to=${new Date(todayStart.getTime() - 1).toISOString()}`);
  const total = await matchCount('');
  const pageNumber = Math.min(Math.floor(before / 10) + 1, Math.ceil(total / 10));
  const first = (pageNumber - 1) * 10 + 1;
  return { pageNumber, rangeText: `Showing ${first}-${Math.min(first + 9, total)} of ${total} matches` };
}

/** A portal screen's heading; a screen's code is loaded on its first visit, which a loaded machine can take a while over. */
async function heading(page: Page, name: string) {
  try {
    await page.getByRole('heading', { level: 1, name }).waitFor();
  } catch (error) {
    // Say what the page shows instead: the address and its heading (an error screen, the screen before).
    const shown = await page
      .locator('h1')
      .allTextContents()
      .catch(() => []);
    throw new Error(`No "${name}" heading at ${page.url()}; headings shown: ${JSON.stringify(shown)}`, {
      cause: error,
    });
  }
}

async function expectToast(page: Page, text: string | RegExp) {
  await page.getByRole('region', { name: 'Notifications' }).getByText(text).first().waitFor();
}

/** Answers the portal's confirmation dialog after checking its question. */
async function confirm(page: Page, question: string | RegExp, button = 'Confirm') {
  const dialog = page.getByRole('dialog');
  await (typeof question === 'string'
    ? dialog.getByText(question, { exact: true })
    : dialog.getByText(question)
  ).waitFor();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Reads a select's offered values (without the empty placeholder). */
async function offeredRoles(page: Page, username: string): Promise<string[]> {
  const select = page.getByLabel(`Change role of ${username}`);
  await select.waitFor();
  const values = await select
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  return values.filter(Boolean);
}

async function searchUser(page: Page, username: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(username);
  await page.getByRole('cell', { name: username, exact: true }).waitFor();
  await expect.poll(() => page.getByRole('row').count()).toBe(2);
}

describe('portal guard', () => {
  it('shows members no portal content and requests no portal data', async () => {
    const { page, context } = await b.newPage();
    await b.logIn(page, 'demo_user');
    // The home page the login lands on reads the articles list: let it finish before listening.
    await page.waitForLoadState('networkidle');
    const requests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) requests.push(url.pathname);
    });
    await page.goto('/portal');
    await page.getByRole('heading', { name: 'You do not have access to the staff portal.' }).waitFor();
    await page.goto('/portal/users');
    await page.getByRole('heading', { name: 'You do not have access to the staff portal.' }).waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByRole('navigation', { name: 'Staff portal' }).count()).toBe(0);
    expect(await page.getByText('Welcome, Admin!').count()).toBe(0);
    const portalData = requests.filter((path) =>
      /^\/api\/(counts|admin|users(?!\/profile)|seasons|awards|matches|articles|teams|players|games|stats)/.test(
        path,
      ),
    );
    expect(portalData).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('asks guests to log in with a staff account', async () => {
    const { page, context } = await b.newPage();
    await page.goto('/portal/awards');
    await page.getByRole('heading', { name: 'Staff only: log in with a staff account' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
    await page.waitForURL(`${b.baseUrl}/login`);
    await context.close();
  });
});

describe('portal as demo_admin', () => {
  it('shows the dashboard and walks every page from the sidebar', async () => {
    const { page, context, errors } = await staffPage('demo_admin', '/portal');
    await heading(page, 'Welcome, Admin!');
    const counts = await api<Record<string, number>>('/api/counts');
    const cards = page.getByRole('list').filter({ hasText: 'Stat Entries' });
    for (const label of [
      'Teams',
      'Users',
      'Stat Entries',
      'Articles',
      'Players',
      'Seasons',
      'Awards',
      'Games',
    ]) {
      await cards.getByRole('link', { name: new RegExp(`^${label}`) }).waitFor();
    }
    await cards.getByRole('link', { name: `Matches ${counts.matches}` }).waitFor();
    expect(await page.getByRole('link', { name: /^Manage / }).count()).toBe(9);
    await page.getByText('Only superadmins can delete stats.').waitFor();
    await page.getByText('Player names must be entered in lowercase.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const sidebar = page.getByRole('navigation', { name: 'Staff portal' });
    const titles: [string, string][] = [
      ['Users', 'Users'],
      ['Seasons', 'Seasons'],
      ['Teams', 'Teams'],
      ['Players', 'Players'],
      ['Player claims', 'Player claims'],
      ['Games', 'Games'],
      ['Matches', 'Matches Management'],
      ['Stats', 'Stats'],
      ['Articles', 'Articles'],
      ['Awards', 'Awards'],
      ['Activity', 'Activity'],
      ['Dashboard', 'Welcome, Admin!'],
    ];
    for (const [link, title] of titles) {
      await sidebar.getByRole('link', { name: link, exact: true }).click();
      await heading(page, title);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('collapses the sidebar to a menu on a phone', async () => {
    const { page, context } = await staffPage('demo_admin', '/portal', 375);
    await heading(page, 'Welcome, Admin!');
    const sidebar = page.getByRole('navigation', { name: 'Staff portal' });
    expect(await sidebar.getByRole('link', { name: 'Awards' }).isVisible()).toBe(false);
    await sidebar.getByRole('button', { name: /Portal menu/ }).click();
    await sidebar.getByRole('link', { name: 'Awards' }).click();
    await heading(page, 'Awards');
    expect(await sidebar.getByRole('link', { name: 'Users' }).isVisible()).toBe(false);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });

  it('creates a season and edits it inline, without being offered deletion', async () => {
    const { page, context, errors } = await staffPage('demo_admin', '/portal/seasons');
    await heading(page, 'Seasons');
    await page.getByRole('button', { name: /Edit theme of season 14/ }).waitFor();
    expect(await page.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    await page.getByText('No permission').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Create Season' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Season' });
    await dialog.getByRole('button', { name: 'Create Season' }).click();
    await dialog.getByText('Season number, theme, and start date are required.').waitFor();
    await dialog.getByLabel('Season number').fill(String(SEASON_NUMBER));
    await dialog.getByLabel('Theme').fill(`E2E Theme ${RUN}`);
    await dialog.getByLabel('Start date').fill('2031-03-01');
    await dialog.getByRole('button', { name: 'Create Season' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const label = `season ${SEASON_NUMBER}`;
    await page.getByRole('button', { name: `Edit end date of ${label}: Ongoing` }).waitFor();
    await page.getByRole('button', { name: new RegExp(`Edit theme of ${label}`) }).click();
    const input = page.getByRole('textbox', { name: `theme of ${label}` });
    await input.fill(`E2E Theme ${RUN} edited`);
    await input.press('Enter');
    const patch = page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && r.url().includes('/api/seasons/'),
    );
    await confirm(page, `Change theme from "E2E Theme ${RUN}" to "E2E Theme ${RUN} edited"?`);
    const response = await patch;
    expect(response.status()).toBe(200);
    expect(JSON.parse(response.request().postData() ?? '{}')).toEqual({ theme: `E2E Theme ${RUN} edited` });
    await page.getByRole('button', { name: `Edit theme of ${label}: E2E Theme ${RUN} edited` }).waitFor();

    // Escape cancels and an unchanged value sends nothing.
    let patches = 0;
    page.on('request', (r) => {
      if (r.method() === 'PATCH') patches += 1;
    });
    await page.getByRole('button', { name: new RegExp(`Edit theme of ${label}`) }).click();
    await page.getByRole('textbox', { name: `theme of ${label}` }).fill('Something else');
    await page.getByRole('textbox', { name: `theme of ${label}` }).press('Escape');
    await page.getByRole('button', { name: new RegExp(`Edit theme of ${label}`) }).click();
    await page.getByRole('textbox', { name: `theme of ${label}` }).press('Enter');
    await page.getByRole('button', { name: `Edit theme of ${label}: E2E Theme ${RUN} edited` }).waitFor();
    expect(patches).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('creates an award and edits it inline', async () => {
    const [player] = await api<{ name: string }[]>('/api/players?limit=1');
    const seasons = await api<{ id: number; seasonNumber: number }[]>('/api/seasons/skinny');
    const season14 = seasons.find((season) => season.seasonNumber === 14);
    expect(player && season14).toBeTruthy();
    const { page, context, errors } = await staffPage('demo_admin', '/portal/awards');
    await heading(page, 'Awards');
    await page.getByText(/^Showing 1-10 of \d+ awards$/).waitFor();
    expect(await page.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Create Award' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Award' });
    await dialog.getByRole('button', { name: 'Create Award' }).click();
    await dialog.getByText('Type, Description, Season ID, and Player Name are required.').waitFor();
    await dialog.getByLabel('Type').selectOption('MIP');
    await dialog.getByLabel('Season').selectOption({ label: 'Season 14' });
    await dialog.getByLabel('Description').fill(`E2E award ${RUN}`);
    await dialog.getByLabel('Player name').fill(player!.name.toUpperCase());
    await dialog.getByLabel('Image URL (optional)').fill('not a url');
    await dialog.getByRole('button', { name: 'Create Award' }).click();
    await dialog.getByText('Please enter a valid URL').waitFor();
    await dialog.getByLabel('Image URL (optional)').fill('');
    const created = page.waitForResponse((r) => r.url().endsWith('/api/awards/with-names'));
    await dialog.getByRole('button', { name: 'Create Award' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const sent = JSON.parse(response.request().postData() ?? '{}') as {
      seasonId: number;
      playerName: string;
    };
    expect(sent.seasonId).toBe(season14!.id);
    expect(sent.playerName).toBe(player!.name.toLowerCase());
    const award = (await response.json()) as { id: number };
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('searchbox', { name: 'Player' }).fill(player!.name);
    await page.getByLabel('Type').selectOption('MIP');
    await page.getByRole('button', { name: 'Clear Filters' }).waitFor();
    const label = `award ${award.id}`;
    await page.getByRole('button', { name: `Edit description of ${label}: E2E award ${RUN}` }).click();
    const input = page.getByRole('textbox', { name: `description of ${label}` });
    await input.fill(`E2E award ${RUN} edited`);
    await input.press('Enter');
    await confirm(page, `Change description from "E2E award ${RUN}" to "E2E award ${RUN} edited"?`);
    await page
      .getByRole('button', { name: `Edit description of ${label}: E2E award ${RUN} edited` })
      .waitFor();

    // The date is edited as a calendar day and sent as such.
    await page.getByRole('button', { name: new RegExp(`Edit awarded date of ${label}`) }).click();
    await page.getByLabel(`awarded date of ${label}`).fill('2026-01-15');
    const patch = page.waitForResponse((r) => r.request().method() === 'PATCH');
    await page.getByLabel(`awarded date of ${label}`).press('Enter');
    await confirm(page, /^Change awarded date from "\d{4}-\d{2}-\d{2}" to "2026-01-15"\?$/);
    expect(JSON.parse((await patch).request().postData() ?? '{}')).toEqual({
      createdAt: '2026-01-15T00:00:00.000Z',
    });
    await page.getByRole('button', { name: `Edit awarded date of ${label}: Jan 15, 2026` }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('portal as demo_admin: matches, articles, users', () => {
  it('creates a match and changes its status inline', async () => {
    const { page, context, errors } = await staffPage('demo_admin', '/portal/matches');
    await heading(page, 'Matches Management');
    // It opens at today's matches, not at the season's first (issue 34, item 13).
    const today = await todaysPage(page);
    await page.getByText(today.rangeText, { exact: true }).waitFor();
    expect(Number(new URL(page.url()).searchParams.get('page') ?? '1')).toBe(today.pageNumber);
    expect(await page.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Create Match' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Match' });
    await dialog.getByRole('button', { name: 'Create Match' }).click();
    await dialog.getByText('Please fill in all required fields').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel('Match number').fill(MATCH_NUMBER);
    await dialog.getByLabel('Round', { exact: true }).fill('Round 9');
    await dialog.getByLabel('Date and time (your time)').fill('2026-12-05T19:30');
    await dialog.getByLabel('Season').selectOption({ label: 'Season 14' });
    await dialog.getByLabel('Team 1 name').fill('E2E Falcons');
    await dialog.getByLabel('Team 2 name').fill('E2E Herons');
    await dialog.getByLabel('Tags (optional)').fill('Playoffs, E2E');
    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/matches'),
    );
    await dialog.getByRole('button', { name: 'Create Match' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    expect(JSON.parse(response.request().postData() ?? '{}')).toMatchObject({
      matchNumber: MATCH_NUMBER,
      status: 'scheduled',
      phase: 'qualifiers',
      region: 'na',
      tags: ['Playoffs', 'E2E'],
    });
    await expectToast(page, 'Match created successfully!');

    await page.getByRole('searchbox', { name: 'Match number' }).fill(MATCH_NUMBER);
    const status = page.getByLabel(`Status of ${MATCH_NUMBER}`);
    await status.waitFor();
    expect(await status.inputValue()).toBe('scheduled');
    const patch = page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && r.url().includes('/api/matches/'),
    );
    await status.selectOption('completed');
    await confirm(page, 'Change status from "scheduled" to "completed"?');
    const answer = await patch;
    expect(answer.status()).toBe(200);
    expect(JSON.parse(answer.request().postData() ?? '{}')).toEqual({ status: 'completed' });
    await expect.poll(() => status.inputValue()).toBe('completed');
    await page.getByRole('cell', { name: 'Round 9' }).waitFor();

    // The Challonge dialog checks its dates in the browser before sending anything.
    await page.getByRole('button', { name: 'Import from Challonge' }).click();
    const importDialog = page.getByRole('dialog', { name: 'Import from Challonge' });
    await importDialog.getByRole('button', { name: 'Import Matches' }).click();
    await importDialog.getByText('Please fill in all required fields').waitFor();
    await importDialog.getByLabel('Challonge URL').fill('https://challonge.com/e2e_bracket');
    await importDialog.getByLabel('Season').selectOption({ label: 'Season 14' });
    await importDialog.getByLabel('Round start (your time)').fill('2026-12-06T20:00');
    await importDialog.getByLabel('Round end (your time)').fill('2026-12-06T18:00');
    await importDialog.getByRole('button', { name: 'Import Matches' }).click();
    await importDialog.getByText('Round start date must be before round end date').waitFor();
    expect(await importDialog.getByLabel('Minutes between matches').inputValue()).toBe('30');
    await importDialog.getByRole('button', { name: 'Cancel' }).click();

    // The file import lists every problem before anything is sent, then imports the whole file.
    await page.getByRole('button', { name: 'Import from File' }).click();
    const fileDialog = page.getByRole('dialog', { name: 'Import Matches from File' });
    const header =
      'matchNumber,round,date,team1Name,team2Name,status,set1Score,set2Score,set3Score,set4Score,set5Score,tags';
    const fileNumber = `E2E File ${RUN}`;
    await fileDialog.getByLabel('Season').selectOption({ label: 'Season 14' });
    await fileDialog.getByLabel('CSV file').setInputFiles({
      name: 'broken.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${header}\n${fileNumber},Round 9,tomorrow,E2E Falcons,E2E Herons,done,,,,,,\n`),
    });
    await fileDialog.getByText(`Row 1 (${fileNumber}), date: Date must be an ISO date and time`).waitFor();
    await fileDialog
      .getByText(`Row 1 (${fileNumber}), status: Status must be scheduled, live or completed`)
      .waitFor();
    expect(await fileDialog.getByRole('button', { name: /^Import/ }).isDisabled()).toBe(true);
    await fileDialog.getByLabel('CSV file').setInputFiles({
      name: 'schedule.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `${header}\n${fileNumber},Round 9,2026-12-07T20:00:00Z,E2E Falcons,E2E Herons,,,,,,,E2E\n`,
      ),
    });
    await fileDialog.getByText('1 match ready to import from schedule.csv.').waitFor();
    await fileDialog.getByRole('button', { name: 'Import 1 Match' }).click();
    await expectToast(page, 'Successfully imported 1 matches!');
    await page.getByRole('searchbox', { name: 'Match number' }).fill(fileNumber);
    await page.getByLabel(`Status of ${fileNumber}`).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('approves a pending article, which then shows on the public list', async () => {
    const { page, context, errors } = await staffPage('demo_admin', '/portal/articles');
    await heading(page, 'Articles');
    expect(await page.getByRole('button', { name: 'Pending Approval' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const firstRow = page.getByRole('row').nth(1);
    await firstRow.getByText('Pending').waitFor();
    const title = (await firstRow.getByRole('cell').first().textContent())?.trim() ?? '';
    expect(await seriousViolations(page)).toEqual([]);

    // A click on the row shows the article itself.
    await firstRow.getByRole('cell').first().click();
    await page.getByRole('heading', { name: 'Summary' }).waitFor();
    await page.getByRole('heading', { name: 'Content' }).waitFor();

    const patch = page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && r.url().includes('/api/articles/'),
    );
    await page.getByRole('button', { name: `Approve "${title}"` }).click();
    const response = await patch;
    expect(response.status()).toBe(200);
    expect(JSON.parse(response.request().postData() ?? '{}')).toEqual({ approved: true });
    await page.getByRole('row').filter({ hasText: title }).getByText('Approved').waitFor();
    expect(await page.getByRole('button', { name: `Approve "${title}"` }).count()).toBe(0);
    await page.getByRole('button', { name: `Reject "${title}"` }).waitFor();

    await page.getByRole('button', { name: 'All Articles' }).click();
    await page.getByText(/^Showing 1-10 of \d+ articles$/).waitFor();

    await page.goto('/articles');
    await page.getByRole('heading', { name: title }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('changes a role within the rules: an admin is only offered admin', async () => {
    const { page, context, errors } = await staffPage('demo_admin', '/portal/users');
    await heading(page, 'Users');
    await page.getByText(/^Showing 1-10 of \d+ users$/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // Nobody changes their own role, an equal's or a superadmin's.
    await page
      .getByRole('row', { name: /demo_admin/ })
      .getByText('Your account')
      .waitFor();
    await page
      .getByRole('row', { name: /demo_superadmin/ })
      .getByText('Not changeable')
      .waitFor();

    await page.getByLabel('Role', { exact: true }).selectOption('user');
    await searchUser(page, MEMBER);
    expect(await offeredRoles(page, MEMBER)).toEqual(['admin']);
    const patch = page.waitForResponse((r) => r.request().method() === 'PATCH');
    await page.getByLabel(`Change role of ${MEMBER}`).selectOption('admin');
    await confirm(page, `Are you sure you want to change ${MEMBER}'s role to "admin"?`, 'Change role');
    const response = await patch;
    expect(response.url()).toMatch(/\/api\/admin\/users\/\d+\/role$/);
    expect(JSON.parse(response.request().postData() ?? '{}')).toEqual({ role: 'admin' });
    const row = page.getByRole('row', { name: new RegExp(MEMBER) });
    await row.getByText('admin', { exact: true }).waitFor();
    // Now an equal: no further change is offered.
    await row.getByText('Not changeable').waitFor();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await page.getByText(/^Showing 1-10 of \d+ users$/).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('portal as demo_superadmin', () => {
  it('sets any non-superadmin to any other role', async () => {
    const { page, context, errors } = await staffPage('demo_superadmin', '/portal/users');
    await heading(page, 'Users');
    expect(await offeredRoles(page, 'demo_admin')).toEqual(['user', 'superadmin']);
    expect(await offeredRoles(page, 'demo_user')).toEqual(['admin', 'superadmin']);
    await searchUser(page, MEMBER);
    expect(await offeredRoles(page, MEMBER)).toEqual(['user', 'superadmin']);
    await page.getByLabel(`Change role of ${MEMBER}`).selectOption('user');
    await confirm(page, `Are you sure you want to change ${MEMBER}'s role to "user"?`, 'Change role');
    await page
      .getByRole('row', { name: new RegExp(MEMBER) })
      .getByText('user', { exact: true })
      .waitFor();
    expect(await offeredRoles(page, MEMBER)).toEqual(['admin', 'superadmin']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is offered deletion, confirmed first', async () => {
    const { page, context, errors } = await staffPage('demo_superadmin', '/portal/seasons');
    await heading(page, 'Seasons');
    const label = `season ${SEASON_NUMBER}`;
    await page.getByRole('button', { name: `Delete ${label}` }).click();
    await confirm(page, 'Are you sure you want to delete this season?', 'Delete');
    await expectToast(page, `Season ${SEASON_NUMBER} deleted`);
    await page.getByRole('button', { name: `Delete ${label}` }).waitFor({ state: 'detached' });

    await page.goto('/portal/matches');
    await page.getByRole('searchbox', { name: 'Match number' }).fill(MATCH_NUMBER);
    await page.getByRole('button', { name: `Delete ${MATCH_NUMBER}` }).click();
    await confirm(page, 'Are you sure you want to delete this match?', 'Delete');
    await page.getByText('No matches found.').waitFor();

    await page.goto('/portal/awards');
    await page
      .getByRole('button', { name: /^Delete award \d+$/ })
      .first()
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
