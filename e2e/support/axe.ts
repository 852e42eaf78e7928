/**
 * axe-core run in the page: the serious and critical violations, one line each. The site's
 * Content-Security-Policy refuses inline scripts, so axe goes in through the DevTools protocol.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** `within`: only this part of the page (e.g. `main`, where the portal's open dialogs also live). */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  // Contrast is judged on what stays on screen, not mid-fade (a toast or a dialog still appearing);
  // endless animations (a loading shimmer) never finish and are not waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (selector) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    // Only the violations are read: axe still runs every rule on every element, but describes each pass
    // and inapplicable result by one element instead of all (its documented speed-up, 10–30% a page here).
    const options = { resultTypes: ['violations'] };
    return (await axe.run(selector ? { include: [selector] } : document, options)).violations;
  }, within);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
