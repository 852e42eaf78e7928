/**
 * Staff portal data pages (docs/product/portal.md#pages, docs/product/portal.md#inline-editing,
 * docs/product/portal.md#rules-and-constants, docs/product/portal.md#errors;
 * docs/product/stat-uploads.md#rules-and-constants): teams, players, games and stats, as the demo admin
 * logging in through the login page. The league data the journeys need (seasons, teams, rosters) is read
 * through the public API, so the spec follows whatever the demo seed holds.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';

const b = useBrowser();
// The site's Content-Security-Policy refuses inline scripts, so axe goes in through page.evaluate.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface SeasonRow {
  id: number;
  seasonNumber: number;
}
interface RosterTeam {
  id: number;
  name: string;
  players: { name: string }[];
}

/** Unique per run, so a second run against the same data does not collide. */
const RUN = Date.now().toString(36).slice(-5);
const TEAM_NAME = `e2e spikers ${RUN}`;
const PLAYER_ONE = `e2e setter ${RUN}`;
const PLAYER_TWO = `e2e libero ${RUN}`;
const NEWCOMER = `e2e newcomer ${RUN}`;

async function getJson<T>(path: string): Promise<{ body: T; total: number }> {
  const res = await fetch(`${b.baseUrl}${path}`);
  expect(res.status).toBe(200);
  return { body: (await res.json()) as T, total: Number(res.headers.get('x-total-count')) };
}

async function adminPage(path: string) {
  const { page, context, errors } = await b.newPage();
  await b.logIn(page, 'demo_admin');
  await page.goto(path);
  return { page, context, errors };
}

async function expectToast(page: Page, text: string | RegExp) {
  await page.getByRole('region', { name: 'Notifications' }).getByText(text).waitFor();
}

/** A stat-sheet CSV in the league's layout (docs/product/stat-uploads.md#sheet-layout). */
function sheet(options: {
  season: number | string;
  sets: string;
  teams: { name: string; players: string[] }[];
  extraRows?: string[];
}): string {
  const line = (name: string, i: number) =>
    `${name},1,${i % 3},${(i % 3) + 2},${4 + i},${10 + i},1,2,5,1,1,0,0,1`;
  return [
    `SEASON: ${options.season},Spikes,,,,,Blocks,Sets,Recieves,,Serves,,Errors,`,
    `Sets: ${options.sets},Spiking Errors,Ape Kills,Ape Attempts,Kills,Attempts,Total,Assists,Spike,BFs,Aces,Misc. Errors,Set. Errors,Serve Errors`,
    ...options.teams.flatMap((team) => [`${team.name},,,,,,,,,,,,,`, ...team.players.map(line)]),
    ...(options.extraRows ?? []),
  ].join('\n');
}

async function openUpload(page: Page, csv: string, fileName = 'sheet.csv') {
  await page.getByRole('button', { name: 'Upload CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload CSV' });
  await dialog
    .getByLabel('CSV file')
    .setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  return dialog;
}

let demoSeason: SeasonRow;
let teamA: RosterTeam;
let teamB: RosterTeam;

beforeAll(async () => {
  // The demo league's newest season, the newest with two rostered teams. Other specs on the same site create
  // seasons of their own (higher numbers, no rosters), and the order the files run in is not fixed.
  const seasons = (await getJson<SeasonRow[]>('/api/seasons/skinny')).body;
  for (const season of [...seasons].sort((a, b) => b.seasonNumber - a.seasonNumber)) {
    const teams = (
      await getJson<RosterTeam[]>(`/api/teams/medium?seasonNumber=${season.seasonNumber}&limit=50`)
    ).body;
    const rostered = teams.filter((t) => t.players.length >= 3);
    if (rostered.length >= 2) {
      demoSeason = season;
      [teamA, teamB] = rostered as [RosterTeam, RosterTeam];
      return;
    }
  }
  throw new Error('No season with two teams of three players: is the demo league seeded?');
});

describe('portal data pages', () => {
  it.each([
    ['/portal/teams', 'Teams', ['ID', 'Name', 'Season', 'Placement', 'Logo URL', 'Actions'], 'Create Team'],
    ['/portal/players', 'Players', ['ID', 'Name', 'Position', 'Teams', 'Actions'], 'Create Players'],
    [
      '/portal/games',
      'Games',
      ['Name', 'Season', 'Stage', 'Team 1', 'Team 2', 'T1 Score', 'T2 Score', 'Date', 'Video', 'Actions'],
      'Create Game',
    ],
    ['/portal/stats', 'Stats', ['ID', 'Game ID', 'Player ID', 'Actions'], 'Create Stat'],
  ])('%s shows its table, 10 rows a page, and passes axe', async (path, title, headers, createLabel) => {
    const { page, context, errors } = await adminPage(path);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const table = page.getByRole('table');
    await table.locator('tbody tr').nth(9).waitFor();
    expect(await table.locator('tbody tr').count()).toBe(10);
    const shown = (await table.locator('thead th').allInnerTexts()).map((t) => t.trim().toUpperCase());
    for (const header of headers) expect(shown).toContain(header.toUpperCase());
    await page.getByRole('button', { name: createLabel }).waitFor();
    // demo_admin is an admin: deletion is offered to superadmins only (docs/product/portal.md#deleting).
    expect(await page.getByText(/^No permissions?$/).count()).toBeGreaterThan(0);
    await page.getByRole('navigation', { name: /pages/ }).waitFor();

    await page.evaluate(AXE_SOURCE);
    const violations = await page.evaluate(async () => {
      // The page's own content; the site header is checked by the layout's specs.
      const result = await (
        window as unknown as {
          axe: {
            run: (
              context: unknown,
            ) => Promise<{ violations: { id: string; impact: string; nodes: { html: string }[] }[] }>;
          };
        }
      ).axe.run({ include: ['main'] });
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.html.slice(0, 200))
              .slice(0, 3)
              .join(' | ')}`,
        );
    });
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("creates a team in the demo's newest season and edits its placement inline", async () => {
    const { page, context } = await adminPage('/portal/teams');
    await page.getByRole('button', { name: 'Create Team' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Team' });
    await dialog.getByRole('button', { name: 'Create Team' }).click();
    await dialog.getByText('Name and Season Number are required.').waitFor();

    await dialog.getByLabel('Name', { exact: true }).fill(TEAM_NAME);
    await dialog.getByLabel('Season Number').selectOption(String(demoSeason.seasonNumber));
    expect(await dialog.getByLabel('Placement').inputValue()).toBe("Didn't make playoffs");
    await dialog.getByLabel('Logo URL (optional)').fill('not a url');
    await dialog.getByRole('button', { name: 'Create Team' }).click();
    await dialog.getByText('Please enter a valid URL').waitFor();
    await dialog.getByLabel('Logo URL (optional)').fill('');
    await dialog.getByRole('button', { name: 'Create Team' }).click();
    await expectToast(page, `Team ${TEAM_NAME} created in season ${demoSeason.seasonNumber}.`);

    await page.getByLabel('Search', { exact: true }).fill(TEAM_NAME);
    const cell = page.getByRole('button', {
      name: `Edit placement of team ${TEAM_NAME}: Didn't make playoffs`,
    });
    await cell.click();
    await page.getByLabel(`placement of team ${TEAM_NAME}`, { exact: true }).selectOption('1st Place (D2)');
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await confirm.getByText(`Change placement from "Didn't make playoffs" to "1st Place (D2)"?`).waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    // A placement edit moves the season's standings and marks with it: on a busy machine it takes a while.
    await page.getByRole('button', { name: `Edit placement of team ${TEAM_NAME}: 1st Place (D2)` }).waitFor();

    const saved = (
      await getJson<{ name: string; placement: string }[]>(
        `/api/teams/skinny?q=${encodeURIComponent(TEAM_NAME)}`,
      )
    ).body;
    expect(saved.map((t) => [t.name, t.placement])).toEqual([[TEAM_NAME, '1st Place (D2)']]);
    await context.close();
  });

  it('batch-creates two players on that team', async () => {
    const { page, context } = await adminPage('/portal/players');
    await page.getByRole('button', { name: 'Create Players' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Players' });
    const row = (n: number) => dialog.getByRole('group', { name: `Player ${n}` });
    await row(1).getByLabel('Name', { exact: true }).fill(PLAYER_ONE.toUpperCase());
    await row(1).getByLabel('Position').selectOption('Setter');
    await row(1).getByLabel('Team names').fill(` ${TEAM_NAME.toUpperCase()} , `);
    await row(1).getByLabel('Season (optional)').selectOption(String(demoSeason.seasonNumber));
    await dialog.getByRole('button', { name: 'Add Row' }).click();
    await dialog.getByRole('button', { name: 'Create Players' }).click();
    await dialog.getByText('Row 2: Name and Position are required.').waitFor();

    await row(2).getByLabel('Name', { exact: true }).fill(PLAYER_TWO);
    await row(2).getByLabel('Position').selectOption('Libero');
    await row(2).getByLabel('Team names').fill(TEAM_NAME);
    await dialog.getByRole('button', { name: 'Create Players' }).click();
    await expectToast(page, '2 players saved.');

    const teams = (await getJson<RosterTeam[]>(`/api/teams/medium?q=${encodeURIComponent(TEAM_NAME)}`)).body;
    expect(teams[0]?.players.map((p) => p.name).sort()).toEqual([PLAYER_TWO, PLAYER_ONE]);
    await context.close();
  });

  it('creates a game between two teams of a season', async () => {
    const name = `E2E Showdown ${RUN}`;
    const { page, context } = await adminPage('/portal/games');
    await page.getByRole('button', { name: 'Create Game' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Game' });
    await dialog.getByRole('button', { name: 'Create Game' }).click();
    await dialog.getByText('Please fill in all required fields').waitFor();

    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('Season').selectOption({ label: `Season ${demoSeason.seasonNumber}` });
    await dialog.getByLabel('Stage').selectOption('3rd Place Match');
    await dialog.getByLabel('Team 1', { exact: true }).selectOption(TEAM_NAME);
    await dialog.getByLabel('Team 2', { exact: true }).selectOption(teamA.name);
    await dialog.getByLabel('Team 1 Score').fill('2');
    await dialog.getByLabel('Team 2 Score').fill('1');
    await dialog.getByLabel('Date').fill('2026-11-20T20:00');
    await dialog.getByRole('button', { name: 'Create Game' }).click();
    await expectToast(page, `Game ${name} created.`);

    const games = (
      await getJson<{ name: string; seasonId: number; teams: { name: string }[] }[]>(
        `/api/games/skinny?q=${encodeURIComponent(name)}`,
      )
    ).body;
    expect(games).toHaveLength(1);
    expect(games[0]?.seasonId).toBe(demoSeason.id);
    expect(games[0]?.teams.map((t) => t.name)).toEqual([TEAM_NAME, teamA.name]);
    await page.getByLabel('Search', { exact: true }).fill(name);
    await page.getByRole('button', { name: new RegExp(`^Edit name of game \\d+: ${name}$`) }).waitFor();
    await context.close();
  });

  it('uploads a valid sheet in create mode, then shows the game and its players', async () => {
    const players = [
      teamA.players.slice(0, 3).map((p) => p.name),
      teamB.players.slice(0, 3).map((p) => p.name),
    ];
    const csv = sheet({
      season: demoSeason.seasonNumber,
      sets: '3 - 1',
      teams: [
        { name: teamA.name, players: players[0] ?? [] },
        { name: teamB.name, players: players[1] ?? [] },
      ],
    });
    const { page, context } = await adminPage('/portal/stats');
    const dialog = await openUpload(page, csv);
    // The sheet itself is sound, but no stage is chosen yet: the preview says so before Upload, and finds
    // every player of the sheet in the league (issue 34, item 13).
    const problems = dialog.getByRole('alert');
    await problems.getByText('1 problem to fix before uploading:', { exact: true }).waitFor();
    expect(await problems.getByRole('listitem').allTextContents()).toEqual(['Choose a match stage']);
    await dialog
      .getByText(new RegExp(`^Season ${demoSeason.seasonNumber}`))
      .first()
      .waitFor();
    expect(await dialog.getByRole('list', { name: 'Players not in the league' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    // The stage field says it too; nothing is sent.
    await expect.poll(() => dialog.getByText('Choose a match stage', { exact: true }).count()).toBe(2);
    await dialog.getByLabel('Match stage').selectOption('Losers Bracket; Round 1');
    await dialog.getByText('No problems found: 6 player lines ready to upload.').waitFor();
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expectToast(page, 'Successfully uploaded game and 6 stats records!');

    const gameName = `${teamA.name} vs. ${teamB.name} S${demoSeason.seasonNumber}`;
    const games = (
      await getJson<{ id: number; name: string; stage: string }[]>(
        `/api/games/skinny?q=${encodeURIComponent(gameName)}&limit=1`,
      )
    ).body;
    const game = games[0];
    expect(game?.stage).toBe('Losers Bracket; Round 1');

    await page.goto(`/games/${game?.id}`);
    await page.getByRole('heading', { level: 1, name: gameName }).waitFor();
    for (const name of players.flat()) await page.getByRole('link', { name, exact: true }).first().waitFor();

    const first = players[0]?.[0] ?? '';
    await page.goto(`/stats?season=${demoSeason.seasonNumber}&q=${encodeURIComponent(first)}`);
    await page.getByRole('link', { name: first, exact: true }).first().waitFor();
    await context.close();
  });

  it('lists every problem of a broken sheet and saves nothing', async () => {
    const before = (await getJson<unknown[]>('/api/games/skinny?limit=1')).total;
    const csv = sheet({
      season: 999,
      sets: '2 - 2',
      teams: [{ name: teamA.name, players: [teamA.players[0]?.name ?? 'x'] }],
      extraRows: ['short_row,1,2', 'greedy_ape,0,9,1,0,0,0,0,0,0,0,0,0,0'],
    });
    const { page, context } = await adminPage('/portal/stats');
    const dialog = await openUpload(page, csv);
    const problems = dialog.getByRole('alert');
    const sheetProblems = [
      'Set scores cannot be tied. One team must win the match.',
      'Could not find exactly two team names in the CSV',
      'Line 5 (short_row): a player row needs a name and 13 numbers',
      'Line 6: greedy_ape: ape kills (9) cannot exceed ape attempts (1)',
      "Season 999 does not exist (the CSV says 'SEASON: 999')",
    ];
    // The sheet's five, and the stage not chosen yet (issue 34, item 13).
    await problems.getByText('6 problems to fix before uploading:', { exact: true }).waitFor();
    expect(await problems.getByRole('listitem').allTextContents()).toEqual([
      ...sheetProblems,
      'Choose a match stage',
    ]);
    expect(await dialog.getByRole('button', { name: 'Upload', exact: true }).isDisabled()).toBe(true);
    await dialog.getByLabel('Match stage').selectOption('Grand Finals');
    await problems.getByText('5 problems to fix before uploading:', { exact: true }).waitFor();
    expect(await problems.getByRole('listitem').allTextContents()).toEqual(sheetProblems);
    expect(await dialog.getByRole('button', { name: 'Upload', exact: true }).isDisabled()).toBe(true);

    const notCsv = await openUploadAgain(page, dialog);
    await notCsv.getByText('Please select a CSV file').waitFor();
    await notCsv.getByRole('button', { name: 'Cancel' }).click();
    expect((await getJson<unknown[]>('/api/games/skinny?limit=1')).total).toBe(before);
    await context.close();
  });

  it('offers to create an unknown player, then retries the upload', async () => {
    const csv = sheet({
      season: demoSeason.seasonNumber,
      sets: '0 - 2',
      teams: [
        { name: teamA.name, players: [teamA.players[0]?.name ?? '', NEWCOMER.toUpperCase()] },
        { name: teamB.name, players: [teamB.players[0]?.name ?? ''] },
      ],
    });
    const before = (await getJson<unknown[]>('/api/games/skinny?limit=1')).total;
    const { page, context } = await adminPage('/portal/stats');
    const dialog = await openUpload(page, csv);
    // The preview names the newcomer before Upload (issue 34, item 13).
    const unknown = dialog.getByRole('list', { name: 'Players not in the league' });
    await unknown.waitFor();
    expect(await unknown.getByRole('listitem').allTextContents()).toEqual([NEWCOMER]);
    await dialog.getByLabel('Match stage').selectOption('Grand Finals');
    await dialog.getByText('No problems found: 3 player lines ready to upload.').waitFor();
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();

    const missing = page.getByRole('dialog', { name: 'Missing Players' });
    await missing.getByText(NEWCOMER, { exact: true }).waitFor();
    await missing.getByText('Unknown player').waitFor();
    await missing.getByText(`Will be created on ${teamA.name}.`).waitFor();
    expect((await getJson<unknown[]>('/api/games/skinny?limit=1')).total).toBe(before);
    await missing.getByLabel(`Position of ${NEWCOMER}`).selectOption('Spiker');
    await missing.getByRole('button', { name: 'Create Players and Retry' }).click();
    await expectToast(page, 'Successfully uploaded game and 3 stats records!');

    const created = (
      await getJson<{ name: string; position: string; teams: { id: number }[] }[]>(
        `/api/players/medium?q=${encodeURIComponent(NEWCOMER)}`,
      )
    ).body;
    expect(created.map((p) => [p.name, p.position, p.teams.map((t) => t.id)])).toEqual([
      [NEWCOMER, 'Spiker', [teamA.id]],
    ]);
    expect((await getJson<unknown[]>('/api/games/skinny?limit=1')).total).toBe(before + 1);
    await context.close();
  });
});

describe('portal data edits and deletions', () => {
  it('adds a sheet to an existing game, then edits a stat line inline', async () => {
    const name = `E2E Showdown ${RUN}`;
    const game = (await getJson<{ id: number }[]>(`/api/games/skinny?q=${encodeURIComponent(name)}`)).body[0];
    expect(game).toBeDefined();
    const csv = sheet({
      season: demoSeason.seasonNumber,
      sets: '2 - 1',
      teams: [
        { name: TEAM_NAME, players: [PLAYER_ONE, PLAYER_TWO] },
        { name: teamA.name, players: [teamA.players[1]?.name ?? ''] },
      ],
    });
    const { page, context } = await adminPage('/portal/stats');
    const dialog = await openUpload(page, csv);
    await dialog.getByLabel(/Add to an existing game/).check();
    await dialog.getByLabel('Game ID').fill('0');
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await dialog.getByText('Please enter a valid Game ID (a positive number).').waitFor();
    await dialog.getByLabel('Game ID').fill(String(game?.id));
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expectToast(page, `Successfully added 3 stats records to game ${game?.id}!`);

    await page.getByLabel('Search', { exact: true }).fill(PLAYER_ONE);
    const digs = page.getByRole('button', {
      name: new RegExp(`^Edit Digs of stat \\d+ \\(${PLAYER_ONE}, game ${game?.id}\\): 5$`),
    });
    await digs.click();
    const input = page.getByLabel(new RegExp(`^Digs of stat \\d+ \\(${PLAYER_ONE}`));
    await input.fill('12');
    await input.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await confirm.getByText('Change Digs from "5" to "12"?').waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await page
      .getByRole('button', { name: new RegExp(`^Edit Digs of stat \\d+ \\(${PLAYER_ONE}.*: 12$`) })
      .waitFor();

    // Kills above attempts are refused by the server; the cell keeps its value and the reason shows.
    await page
      .getByRole('button', { name: new RegExp(`^Edit Spike Kills of stat \\d+ \\(${PLAYER_ONE}`) })
      .click();
    const kills = page.getByLabel(new RegExp(`^Spike Kills of stat \\d+ \\(${PLAYER_ONE}`));
    await kills.fill('999');
    await kills.press('Enter');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, /^Failed to save changes: PATCH \/api\/stats\/\d+ failed \(400\): /);
    const lines = (
      await getJson<{ digs: number; spikeKills: number }[]>(`/api/stats?q=${encodeURIComponent(PLAYER_ONE)}`)
    ).body;
    expect(lines.map((l) => [l.digs, l.spikeKills])).toEqual([[12, 4]]);
    await context.close();
  });

  it('lets a superadmin delete, and explains a refusal', async () => {
    const { page, context } = await b.newPage();
    await b.logIn(page, 'demo_superadmin');
    await page.goto(`/portal/teams?q=${encodeURIComponent(TEAM_NAME)}`);
    await page.getByRole('button', { name: new RegExp(`^Delete team ${TEAM_NAME}`) }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm deletion' });
    await confirm.getByText('Are you sure you want to delete this team?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, /^Delete failed: This team still has \d+ games?; delete them first/);
    expect(
      (await getJson<unknown[]>(`/api/teams/skinny?q=${encodeURIComponent(TEAM_NAME)}`)).body,
    ).toHaveLength(1);
    await context.close();
  });
});

/** Picks a file that is not a CSV in the (still open) upload dialog. */
async function openUploadAgain(page: Page, dialog: ReturnType<Page['getByRole']>) {
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'sheet.xlsx',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('x'),
  });
  return page.getByRole('dialog', { name: 'Upload CSV' });
}
