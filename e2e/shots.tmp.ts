import { chromium } from 'playwright-core';

const base = process.env.BASE ?? 'http://127.0.0.1:4731';
const pages = (process.env.PAGES ?? '/standings').split(',');
const sizes = (process.env.SIZES ?? '390,1366').split(',').map(Number);
const themes = (process.env.THEMES ?? 'dark,light').split(',') as ('dark' | 'light')[];
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
for (const theme of themes) {
  for (const width of sizes) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: theme });
    await context.addCookies([{ name: 'theme', value: theme, url: base }]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    if (process.env.LOGIN) {
      await page.goto(`${base}/login`);
      await page.getByLabel('Username').fill(process.env.LOGIN);
      await page.getByLabel('Password').fill('volley-demo-1');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL(`${base}/`);
    }
    for (const path of pages) {
      await page.goto(base + path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(Number(process.env.WAIT ?? 800));
      if (process.env.SCROLLY) {
        await page.evaluate((y) => window.scrollTo(0, y), Number(process.env.SCROLLY));
        await page.waitForTimeout(300);
      }
      if (process.env.SCROLL) {
        await page.locator(process.env.SCROLL).first().scrollIntoViewIfNeeded();
        await page.waitForTimeout(300);
      }
      if (process.env.CLICK) {
        const el = page.locator(process.env.CLICK).first();
        if (await el.count()) {
          await el.click();
          await page.waitForTimeout(400);
        }
      }
      const name = `${path.replace(/[^a-z0-9]+/gi, '_')}-${width}-${theme}`;
      await page.screenshot({ path: `/tmp/standings-shots/${name}.png`, fullPage: process.env.FULL !== '0' });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      console.log(name, 'overflow', overflow, errors.length ? errors.slice(0, 3) : '');
      errors.length = 0;
    }
    await context.close();
  }
}
await browser.close();
