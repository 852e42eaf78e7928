/**
 * Pages come drawn by the server and the app adopts them (docs/product/site.md#first-view): the page is
 * there without any script, the browser keeps the very elements the server sent, and nothing disagrees.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../apps/api/src/demo-league/accounts.ts';
import { FIRST_VIEW_STATE_ID, type FirstViewState } from '../../apps/web/src/app/first-view.ts';
import { adopted, holdBack, useBrowser } from '../support/browser.ts';

const b = useBrowser();

/** React's report of a server/browser disagreement (production builds name it by number). */
const HYDRATION_ERROR = /hydrat|Minified React error #(418|419|421|422|423|425)/i;

/** Console errors and page errors about React, from the moment the page starts loading. */
function reactErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && HYDRATION_ERROR.test(m.text())) errors.push(m.text());
  });
  return errors;
}

/** Keeps the heading the server drew, as parsed, before any of the app's code runs. */
async function rememberDrawnHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        const heading = document.querySelector('#main h1');
        (window as { drawnHeading?: Element | null }).drawnHeading = heading;
        (window as { drawnHeadingText?: string }).drawnHeadingText = heading?.textContent ?? '';
      }
    });
  });
}

/**
 * Holds the app's entry back, as a slow phone would get it, until the test lets it go: what the visitor
 * does meanwhile happens on the drawn page, however slow the machine running the test.
 */
function holdBackAppCode(page: Page) {
  return holdBack(page, '**/assets/index-*.js');
}

/** The demo league's address of a page of this kind, found through the API. */
type DemoPage = 'game' | 'player' | 'gameLog' | 'compare' | 'article' | 'season' | 'award' | 'team' | 'recap';
async function demoAddress(kind: DemoPage): Promise<string> {
  const first = async (path: string) => {
    const answer = await fetch(b.baseUrl + path);
    const body = (await answer.json()) as Array<{ id: number }> | { rows: Array<{ id: number }> };
    const row = Array.isArray(body) ? body[0] : body.rows[0];
    if (!row) throw new Error(`${path} answered no rows`);
    return row.id;
  };
  switch (kind) {
    case 'game':
      return `/games/${await first('/api/games/skinny?limit=1')}`;
    case 'player':
      return `/players/${await first('/api/leaderboard?view=players&stage=all')}`;
    case 'gameLog':
      return `/players/${await first('/api/leaderboard?view=players&stage=all')}/games?sort=kills`;
    case 'compare': {
      const { rows } = await b.api<{ rows: Array<{ id: number }> }>(
        '/api/leaderboard?view=players&stage=all',
      );
      return `/compare?players=${rows[0]?.id},${rows[1]?.id}`;
    }
    case 'article':
      return `/articles/${await first('/api/articles')}`;
    case 'season':
      return `/seasons/${await first('/api/pages/seasons')}`;
    case 'award':
      return `/awards/${await first('/api/awards/skinny?limit=1')}`;
    case 'team': {
      const teams = (await (await fetch(`${b.baseUrl}/api/teams/medium?limit=1`)).json()) as Array<{
        name: string;
      }>;
      if (!teams[0]) throw new Error('/api/teams/medium answered no rows');
      return `/teams/${encodeURIComponent(teams[0].name.toLowerCase().replace(/\s+/g, '-'))}`;
    }
    case 'recap': {
      const seasons = (await (await fetch(`${b.baseUrl}/api/pages/seasons`)).json()) as Array<{
        id: number;
        endDate: string | null;
      }>;
      const ended = seasons.find((season) => season.endDate !== null);
      if (!ended) throw new Error('The demo league has no ended season');
      // A recap is rated from the whole history once per data change, which can take the server longer
      // than a drawing waits for its data (it then draws the page without): read it once first.
      await fetch(`${b.baseUrl}/api/seasons/${ended.id}/recap`);
      return `/seasons/${ended.id}/recap`;
    }
  }
}

describe('first view drawn by the server', () => {
  it('shows a page with its header, heading and text without running any script', async () => {
    const context = await b.newContext({
      baseURL: b.baseUrl,
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      // A dark system, so that the light choice below shows.
      colorScheme: 'dark',
    });
    const page = await context.newPage();
    await page.goto('/schedules');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Schedules & Results' }).isVisible(),
    ).resolves.toBe(true);
    // The schedule comes drawn with its matches, each leading to its teams.
    expect(await page.locator('#main [data-day] a[href^="/teams/"]').count()).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: /Skip to content/ }).count()).resolves.toBe(1);
    await page.goto('/');
    const heading = page.locator('#main h1');
    await expect(heading.isVisible()).resolves.toBe(true);
    // Its styles came with the HTML: the header is laid out as a bar, not as unstyled text.
    const header = await page.locator('header').first().boundingBox();
    expect(header?.width).toBe(390);
    // A visitor who chose the light theme gets it from the first paint (the cookie the toggle keeps).
    await context.addCookies([{ name: 'theme', value: 'light', url: b.baseUrl }]);
    await page.goto('/');
    expect(await page.locator('html').getAttribute('data-theme')).toBe('light');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await context.clearCookies();
    await page.goto('/');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(background);
    // Log in is drawn, and tells a browser without scripts that its form needs them to be sent (the
    // test browser only switches scripts off, so it still parses <noscript> as a browser with them).
    await page.goto('/login');
    await expect(page.getByLabel('Password').isVisible()).resolves.toBe(true);
    expect(await page.locator('#main noscript').textContent()).toBe(
      'This form needs JavaScript: turn it on for this site to log in or sign up.',
    );
    // A personal page is left to the app.
    await page.goto('/profile');
    await expect(page.locator('#root').innerHTML()).resolves.toBe('');
    await context.close();
  });

  it('draws a list with the page its address asks for: filters, page and all', async () => {
    const context = await b.newContext({ baseURL: b.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    type Row = { id: number; name?: string };
    const lists: Array<[address: string, read: string, shows: (row: Row) => string]> = [
      // The page address, the API read of its filters, and a selector for a row's own link or text.
      [
        '/players?position=Setter&page=2',
        '/api/players/medium?position=Setter&limit=25&offset=25',
        (row) => `text=${row.name}`,
      ],
      [
        '/teams?placement=top%208',
        '/api/teams/medium?placement=Top+8&limit=12&offset=0',
        (row) => `text=${row.name}`,
      ],
      ['/games?page=3', '/api/games/skinny?limit=10&offset=20', (row) => `a[href="/games/${row.id}"]`],
      ['/awards?type=mvp', '/api/awards/skinny?type=MVP', (row) => `a[href="/awards/${row.id}"]`],
    ];
    for (const [address, read, shows] of lists) {
      const rows = await b.api<Row[]>(read);
      expect(rows.length, read).toBeGreaterThan(0);
      await page.goto(address);
      // No placeholder is left, and the first and last rows of that page of the list are in the HTML.
      expect(await page.locator('#main [aria-busy="true"], #main [data-skeleton]').count(), address).toBe(0);
      for (const row of [rows[0], rows.at(-1)] as Row[]) {
        expect(
          await page.locator('#main').locator(shows(row)).count(),
          `${address}: ${shows(row)}`,
        ).toBeGreaterThan(0);
      }
    }
    await context.close();
  });

  it('draws the reads its drawing asks for: a season played in divisions, a table per division', async () => {
    const { choices } = await b.api<{ choices: { divisions: string[] } }>('/api/standings');
    expect(choices.divisions.length).toBeGreaterThan(1);
    const context = await b.newContext({ baseURL: b.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const address of ['/standings', '/']) {
      await page.goto(address);
      expect(await page.locator('#main [aria-busy="true"]').count(), address).toBe(0);
      for (const division of choices.divisions) {
        const table = page.locator('section', {
          has: page.getByRole('heading', { name: `Division ${division}` }),
        });
        expect(await table.locator('table').count(), `${address}: Division ${division}`).toBeGreaterThan(0);
      }
    }
    await context.close();
  });

  it("draws a player's rating card with that player's rating only, not the league's ratings", async () => {
    const address = await demoAddress('player');
    const context = await b.newContext({ baseURL: b.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(address);
    const state = JSON.parse((await page.locator(`#${FIRST_VIEW_STATE_ID}`).textContent()) ?? '{}') as {
      queries: FirstViewState['queries'];
    };
    const ratingReads = state.queries.queries.map((q) => q.queryKey).filter((key) => key[0] === 'ratings');
    // The card's own read (the player's row and place), drawn with the page; the list of every rated player
    // (216 KB on the demo league) is the ratings page's.
    expect(ratingReads).toEqual([['ratings', 'players', null, Number(address.split('/').pop())]]);
    const card = page.locator('section', { has: page.getByRole('heading', { name: /Player rating/ }) });
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.textContent()).toMatch(/\d+ of \d+ qualified players|Below the bar/);
    await context.close();
  });

  for (const [path, width] of [
    ['/', 390],
    ['/schedules', 390],
    ['/stats', 1366],
    ['/records', 390],
    ['/standings', 390],
    ['/ratings', 1366],
    ['/seasons', 390],
    ['/articles', 390],
    ['/trivia', 390],
    ['/trivia/daily', 390],
    ['/login', 390],
    ['/signup', 1366],
    ['/votes', 390],
    ['/pickem', 390],
    ['/bracket-challenge', 1366],
    ['/players', 390],
    ['/teams?placement=top%208', 1366],
    ['/games?page=2', 390],
    ['/awards?type=mvp', 390],
    ['team', 390],
    ['recap', 1366],
    ['game', 390],
    ['player', 390],
    ['player', 1366],
    ['gameLog', 390],
    ['compare', 1366],
    ['article', 390],
    ['season', 390],
    ['award', 1366],
  ] as const) {
    it(`adopts ${path} at ${width} px as drawn, without disagreement, and it works`, async () => {
      const address = path.startsWith('/') ? path : await demoAddress(path as DemoPage);
      // A browser half a day ahead of the server and of the league: a page that drew a date or a time in
      // the visitor's zone would disagree with the server's drawing of it.
      const { page, context } = await b.newPage({ width, timezoneId: 'Pacific/Kiritimati' });
      const errors = reactErrors(page);
      await rememberDrawnHeading(page);
      await page.goto(address);
      await page.waitForLoadState('networkidle');
      // Adopted: the app's own metadata took over from the server's. Network idle does not say so on a
      // loaded machine, where the app's code can still be starting.
      await expect.poll(() => page.locator('[data-server-meta]').count()).toBe(0);
      const kept = await page.evaluate(() => {
        const drawn = (window as { drawnHeading?: Element | null }).drawnHeading;
        return Boolean(drawn) && drawn === document.querySelector('#main h1') && drawn?.isConnected === true;
      });
      expect(kept).toBe(true);
      expect(errors).toEqual([]);
      // Drawn with its data: the heading the server sent is the page's own (an entity's name), not a frame.
      const drawnText = await page.evaluate(() => (window as { drawnHeadingText?: string }).drawnHeadingText);
      expect(drawnText).toBe(await page.locator('#main h1').textContent());
      // Every moment's date moves to the visitor's day once adopted (the server drew it in the league's
      // zone). The move is a transition drawn after adoption, so it may come a moment after the rest.
      const wrongDays = () =>
        page.locator('#main time[datetime*="T"]').evaluateAll((times) =>
          times
            // Dates only: match times are the league's, its zone named, unless the visitor asks for theirs.
            .filter((time) => /[A-Z][a-z]+ \d{1,2}, \d{4}/.test(time.textContent ?? ''))
            .filter(
              (time) =>
                !time.textContent?.includes(`${new Date(time.getAttribute('datetime') ?? '').getDate()},`),
            )
            .map((time) => `${time.getAttribute('datetime')} shown as ${time.textContent}`),
        );
      await expect.poll(wrongDays).toEqual([]);
      expect(await page.title()).toMatch(/\| Volley League$/);
      await context.close();
    });
  }

  it('answers taps once adopted: the schedule filters open and a team link navigates in the app', async () => {
    const { page, context } = await b.newPage({ width: 390, height: 844 });
    const errors = reactErrors(page);
    const matchReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/matches') matchReads.push(request.url());
    });
    const response = await page.goto('/schedules');
    await page.waitForLoadState('networkidle');
    // The HTML asks only for the starter; the starter asked for the app's code once the page had painted.
    expect(await response?.text()).not.toMatch(/src="\/assets\/index-|modulepreload/);
    expect(await page.locator('head script[type="module"][src^="/assets/index-"]').count()).toBe(1);
    // The app adopted the matches the server drew the schedule with, instead of asking for them again.
    expect(matchReads).toEqual([]);
    const filters = page.getByRole('button', { name: /^Filters/ });
    await filters.click();
    expect(await filters.getAttribute('aria-expanded')).toBe('true');
    // A link in the page moves within the app: the same document, no reload.
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    const teamLink = page.locator('#main a[href^="/teams/"]').first();
    const href = await teamLink.getAttribute('href');
    await teamLink.click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hears what a visitor typed into the drawn page before the app adopted it', async () => {
    // At 1366 px the schedule's search is in view (a phone keeps it behind the Filters button).
    const { page, context } = await b.newPage({ width: 1366, height: 900 });
    const errors = reactErrors(page);
    // The app's code arrives late, as on a slow phone: the visitor types into the drawn page meanwhile.
    const appCode = await holdBackAppCode(page);
    await page.goto('/schedules', { waitUntil: 'commit' });
    await page.getByLabel('Search', { exact: true }).fill('no such team anywhere');
    await appCode.releaseOnceHeld();
    await page.getByText('No matches found for the selected criteria.').waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('no such team anywhere');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('presses again a button tapped on the drawn page before the app adopted it', async () => {
    const { page, context } = await b.newPage({ width: 390, height: 844 });
    const errors = reactErrors(page);
    // The app's code arrives late, as on a slow phone: the visitor taps the schedule's Filters meanwhile,
    // once the page has been read (its starter listens from then on).
    const appCode = await holdBackAppCode(page);
    await page.goto('/schedules', { waitUntil: 'domcontentloaded' });
    const filters = page.getByRole('button', { name: /^Filters/ });
    await filters.click();
    expect(await filters.getAttribute('aria-expanded')).toBe('false');
    await appCode.releaseOnceHeld();
    // Once adopted, the tap is heard: the filters open, once (not opened and closed again).
    await adopted(page);
    await expect.poll(() => filters.getAttribute('aria-expanded'), { timeout: 60_000 }).toBe('true');
    await page.waitForTimeout(500);
    expect(await filters.getAttribute('aria-expanded')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens a leaderboard row tapped on the drawn page before the app adopted it', async () => {
    const { page, context } = await b.newPage({ width: 1366, height: 900 });
    const errors = reactErrors(page);
    const appCode = await holdBackAppCode(page);
    await page.goto('/stats', { waitUntil: 'domcontentloaded' });
    const toggle = page.getByRole('button', { name: /^Per-set profile of / }).first();
    const row = page.locator('tr', { has: toggle });
    // The tap lands on one of the row's numbers, not on its toggle button, its link or its checkbox.
    await row.locator('td').nth(4).click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await appCode.releaseOnceHeld();
    await adopted(page);
    await expect.poll(() => toggle.getAttribute('aria-expanded'), { timeout: 60_000 }).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('presses again a sort tapped on a table whose code came after the page', async () => {
    const { page, context } = await b.newPage({ width: 1366, height: 900 });
    const errors = reactErrors(page);
    // The table is a late part (lib/late-part.tsx): the page is adopted while its code is still on its way.
    const tableCode = await holdBack(page, '**/assets/data-table-view-*.js');
    await page.goto('/stats');
    await adopted(page);
    const blocks = page.getByRole('columnheader', { name: /Blocks/ });
    await blocks.getByRole('button', { name: 'Blocks', exact: true }).click();
    expect(await blocks.getAttribute('aria-sort')).toBe('none');
    await tableCode.releaseOnceHeld();
    // Once the table's code has come, the tap is heard, once: a new column starts descending.
    await expect.poll(() => blocks.getAttribute('aria-sort'), { timeout: 60_000 }).toBe('descending');
    await page.waitForTimeout(500);
    expect(await blocks.getAttribute('aria-sort')).toBe('descending');
    expect(new URL(page.url()).searchParams.get('sort')).toBe('blocks');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hears a list chosen on the drawn page before the app adopted it', async () => {
    const { page, context } = await b.newPage({ width: 1366, height: 900 });
    const errors = reactErrors(page);
    const appCode = await holdBackAppCode(page);
    await page.goto('/schedules', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Division', { exact: true }).selectOption('D2');
    await appCode.releaseOnceHeld();
    await adopted(page);
    await expect.poll(() => new URL(page.url()).searchParams.get('division'), { timeout: 60_000 }).toBe('D2');
    expect(await page.getByLabel('Division', { exact: true }).inputValue()).toBe('D2');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('logs in with what was typed and pressed on the drawn login form before the app adopted it', async () => {
    const { page, context } = await b.newPage({ width: 390, height: 844 });
    const errors = reactErrors(page);
    const appCode = await holdBackAppCode(page);
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Username').fill('demo_user');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByLabel('Password').press('Enter');
    // Nothing was sent as a page load: the password never went into an address.
    expect(page.url()).toBe(`${b.baseUrl}/login`);
    await appCode.releaseOnceHeld();
    await page.waitForURL(`${b.baseUrl}/`);
    // Signed in: the header's profile link (on a phone its name is read, the avatar shows).
    await page.getByRole('link', { name: /your profile/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('logs in with a form typed and sent once the page was adopted, before the form’s own code came', async () => {
    const { page, context } = await b.newPage({ width: 390, height: 844 });
    const errors = reactErrors(page);
    // The form is a late part (lib/late-part.tsx): the page is adopted while its code is still on its way.
    const formCode = await holdBack(page, '**/assets/login-form-*.js');
    await page.goto('/login');
    await adopted(page);
    await page.getByLabel('Username').fill('demo_user');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByLabel('Password').press('Enter');
    expect(page.url()).toBe(`${b.baseUrl}/login`);
    // Sent by the form's code, once it has come.
    await formCode.releaseOnceHeld();
    await page.waitForURL(`${b.baseUrl}/`);
    await page.getByRole('link', { name: /your profile/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hears a radio ticked on the drawn page before the app adopted it', async () => {
    const { page, context } = await b.newPage({ width: 390, height: 844 });
    const errors = reactErrors(page);
    const appCode = await holdBackAppCode(page);
    await page.goto('/trivia', { waitUntil: 'domcontentloaded' });
    // The game's choices come drawn: a fan picks both before the app's code has come.
    await page.getByText('Team', { exact: true }).click();
    await page.getByText('Hard', { exact: true }).click();
    expect(await page.getByRole('radio', { name: /^Team/ }).isChecked()).toBe(true);
    await appCode.releaseOnceHeld();
    await adopted(page);
    // The app heard both: Start shows only once a type and a difficulty are chosen.
    await page.getByRole('button', { name: 'Start Game!' }).waitFor();
    expect(await page.getByRole('radio', { name: /^Team/ }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: /^Hard/ }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: /^Player/ }).isChecked()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const { path, drawnPart, invitation } of [
    { path: '/pickem', drawnPart: 'data-testid="pick-card"', invitation: /to make your picks/ },
    { path: '/votes', drawnPart: 'id="closed-votes"', invitation: /to vote\./ },
    { path: '/trivia/daily', drawnPart: 'Puzzle #', invitation: /to keep your streak on your account/ },
  ]) {
    it(`draws ${path} with what is the same for everyone and leaves who is signed in to the browser`, async () => {
      // A member: the drawn page has its data and invites nobody to log in, and the adopted page never does.
      const member = await b.newPage({ width: 390, height: 844 });
      await b.logIn(member.page, 'demo_user');
      let drawn = '';
      member.page.on('response', async (answer) => {
        if (new URL(answer.url()).pathname === path) drawn = await answer.text();
      });
      await member.page.goto(path);
      await adopted(member.page);
      expect(drawn).toContain(drawnPart);
      expect(drawn).not.toContain('aria-busy="true"');
      expect(drawn).not.toMatch(invitation);
      expect(await member.page.getByText(invitation).count()).toBe(0);
      expect(member.errors).toEqual([]);
      await member.context.close();
      // A guest is invited once the browser knows nobody is signed in.
      const guest = await b.newPage({ width: 390, height: 844 });
      await guest.page.goto(path);
      await adopted(guest.page);
      await guest.page.getByText(invitation).first().waitFor();
      expect(guest.errors).toEqual([]);
      await guest.context.close();
    });
  }

  it('draws the new article form for every member and sends a guest to the articles page once adopted', async () => {
    // A member: the form comes drawn, is adopted as drawn, and takes what was typed before its code came.
    const member = await b.newPage({ width: 390, height: 844 });
    await b.logIn(member.page, 'demo_user');
    let drawn = '';
    member.page.on('response', async (answer) => {
      if (new URL(answer.url()).pathname === '/articles/create') drawn = await answer.text();
    });
    await member.page.goto('/articles/create');
    await adopted(member.page);
    expect(drawn).toContain('>Create Article</h1>');
    expect(drawn).toMatch(/<input[^>]*name="title"/);
    await member.page.getByLabel('Title').fill('A drawn form');
    await member.page.getByRole('button', { name: 'Create Article' }).click();
    // The form's own check ran: the rest of the article is missing.
    await member.page.getByRole('dialog', { name: 'Please fix the following issues' }).waitFor();
    expect(member.page.url()).toBe(`${b.baseUrl}/articles/create`);
    expect(member.errors).toEqual([]);
    await member.context.close();
    // A guest is sent to the articles page, which says why.
    const guest = await b.newPage({ width: 390, height: 844 });
    await guest.page.goto('/articles/create');
    await guest.page.waitForURL(`${b.baseUrl}/articles`);
    await guest.page.getByText('Please log in to create articles!').waitFor();
    expect(guest.errors).toEqual([]);
    await guest.context.close();
  });

  it('shows a picture that failed before the app adopted the page as its placeholder', async () => {
    // Tall enough that the featured articles' pictures load (and fail) with the drawn page.
    const { page, context } = await b.newPage({ width: 1366, height: 2000 });
    const errors = reactErrors(page);
    let failed = 0;
    await page.route(/picsum\.photos/, (route) => {
      failed += 1;
      return route.abort();
    });
    const appCode = await holdBackAppCode(page);
    await page.goto('/');
    await expect.poll(() => failed).toBeGreaterThan(0);
    await appCode.releaseOnceHeld();
    // Once adopted, no picture is left broken: each failed one shows the article placeholder instead.
    const featured = page.getByRole('region', { name: 'Featured' });
    await expect
      .poll(
        () =>
          featured
            .locator('img')
            .evaluateAll(
              (images) => images.filter((image) => (image as HTMLImageElement).naturalWidth === 0).length,
            ),
        { timeout: 60_000 },
      )
      .toBe(0);
    expect(await featured.locator('img').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
