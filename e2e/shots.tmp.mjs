import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:38297';
const login = await (await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'demo_superadmin', password: 'volley-demo-1' }) })).json();
const from = new Date(Date.now() - 86400000).toISOString().slice(0, 10);
const matches = await (await fetch(`${base}/api/matches?from=${from}`)).json();
const live = matches.find((m) => m.status === 'live' && m.currentSet);
const results = await (await fetch(`${base}/api/results?status=approved`, { headers: { authorization: `Bearer ${login.token}` } })).json();
const gameId = results[0]?.gameId;
const slug = live.team1Name.toLowerCase().replace(/\s+/g, '-');
const pages = [
  ['schedule', '/schedules', false],
  ['home', '/', false],
  ['team', `/teams/${slug}?season=${live.season.seasonNumber}`, false],
  ['game', `/games/${gameId}`, false],
  ['results', '/portal/results', true],
  ['results-approved', '/portal/results?status=approved', true],
  ['scorer', `/portal/scorer?match=${live.id}`, true],
  ['settings', '/portal/settings', true],
];
const only = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
for (const [name, path, staff] of pages) {
  if (only && !only.split(',').includes(name)) continue;
  for (const width of [390, 1366]) {
    for (const scheme of ['light', 'dark']) {
      const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, colorScheme: scheme, serviceWorkers: 'block' });
      if (staff) await context.addInitScript(([t, u]) => { localStorage.setItem('authToken_v2', t); localStorage.setItem('currentUser', u); }, [login.token, JSON.stringify(login.user)]);
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(base + path);
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `/tmp/live-shots/${name}-${width}-${scheme}.png`, fullPage: name !== 'home' });
      if (errors.length) console.log(name, width, scheme, errors);
      await context.close();
    }
  }
}
await browser.close();
console.log('done', live.id, gameId);
