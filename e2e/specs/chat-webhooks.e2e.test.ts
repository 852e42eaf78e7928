/**
 * Chat webhooks end to end (docs/product/chat-webhooks.md#pages, docs/product/chat-webhooks.md#messages): a
 * superadmin adds a webhook on the Settings page pointing at a fake chat started here, sends a test, an admin
 * completes a match on the Matches page, the message reaches the fake chat and the delivery reads "sent".
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';

const b = useBrowser();
const RUN = Date.now().toString(36).slice(-5);
const HOOK_NAME = `e2e results ${RUN}`;
const TOKEN = `e2e-secret-token-${RUN}`;

interface Embed {
  title: string;
  url: string;
}
const received: { path: string; embeds: Embed[] }[] = [];
let chat: Server;
let chatUrl = '';

beforeAll(async () => {
  chat = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      received.push({ path: req.url ?? '', embeds: (JSON.parse(text) as { embeds: Embed[] }).embeds });
      res.writeHead(204);
      res.end();
    });
  });
  await new Promise<void>((resolve) => chat.listen(0, '127.0.0.1', resolve));
  chatUrl = `http://127.0.0.1:${(chat.address() as AddressInfo).port}/api/webhooks/42/${TOKEN}`;
});

afterAll(async () => {
  chat.closeAllConnections();
  await new Promise((resolve) => chat.close(resolve));
});

async function expectToast(page: Page, text: string | RegExp) {
  await page.getByRole('region', { name: 'Notifications' }).getByText(text).first().waitFor();
}

async function answerConfirm(page: Page, question: string, button = 'Confirm') {
  const dialog = page.getByRole('dialog');
  await dialog.getByText(question, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('chat webhooks', () => {
  it('configures a webhook, completes a match, and sees the message arrive and its delivery sent', async () => {
    const { page, context, errors } = await b.newPage();
    await b.logIn(page, 'demo_superadmin');
    await page.goto('/portal');
    await page
      .getByRole('navigation', { name: 'Staff portal' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();

    await page.getByRole('button', { name: 'Add Webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Webhook' });
    await dialog.getByLabel('Name').fill(HOOK_NAME);
    await dialog.getByLabel('Webhook URL').fill('not an address');
    await dialog.getByRole('button', { name: 'Add Webhook' }).click();
    await dialog
      .getByText(/^Webhook URL must be an http\(s\) address/)
      .first()
      .waitFor();
    await dialog.getByLabel('Webhook URL').fill(chatUrl);
    expect(await dialog.getByRole('checkbox', { name: 'Match completed' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Add Webhook' }).click();
    await expectToast(page, `Webhook ${HOOK_NAME} added.`);

    // The address is shown masked; the page never receives the secret.
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: HOOK_NAME }) })
      .first();
    await card.getByText(/••••/).waitFor();
    expect(await page.content()).not.toContain(TOKEN);
    expect(await seriousViolations(page, 'main')).toEqual([]);

    await card.getByRole('button', { name: 'Send test' }).click();
    await expectToast(page, `Test message sent to ${HOOK_NAME}`);
    expect(received.map((r) => r.embeds[0]?.title)).toContain('Test message from Volley League');

    // An admin completes a match on the Matches page (a new one, so the run does not depend on the seed;
    // named per attempt, so a second attempt does not find the first one's).
    const ATTEMPT = Date.now().toString(36).slice(-4);
    const MATCH_NUMBER = `E2E chat match ${RUN} ${ATTEMPT}`;
    // The teams too: a first attempt's message may still arrive during a second.
    const TEAMS = `Chat Falcons ${ATTEMPT} vs Chat Herons`;
    const { page: adminPage, context: adminContext } = await b.newPage();
    await b.logIn(adminPage, 'demo_admin');
    await adminPage.goto('/portal/matches');
    await adminPage.getByRole('button', { name: 'Create Match' }).click();
    const create = adminPage.getByRole('dialog', { name: 'Create New Match' });
    await create.getByLabel('Match number').fill(MATCH_NUMBER);
    await create.getByLabel('Round', { exact: true }).fill('Round 7');
    await create.getByLabel('Date and time (your time)').fill('2026-12-05T19:30');
    await create.getByLabel('Season').selectOption({ label: 'Season 14' });
    await create.getByLabel('Team 1 name').fill(`Chat Falcons ${ATTEMPT}`);
    await create.getByLabel('Team 2 name').fill('Chat Herons');
    await create.getByRole('button', { name: 'Create Match' }).click();
    await expectToast(adminPage, 'Match created successfully!');
    await adminPage.getByRole('searchbox', { name: 'Match number' }).fill(MATCH_NUMBER);
    const status = adminPage.getByLabel(`Status of ${MATCH_NUMBER}`);
    await status.waitFor();
    await status.selectOption('completed');
    await answerConfirm(adminPage, 'Change status from "scheduled" to "completed"?');
    await expect.poll(() => status.inputValue()).toBe('completed');
    await adminContext.close();

    await expect
      .poll(() => received.map((r) => r.embeds[0]?.title), { timeout: 60_000 })
      .toContain(`Completed: ${TEAMS}`);
    const message = received.find((r) => r.embeds[0]?.title === `Completed: ${TEAMS}`);
    expect(message?.path).toBe(`/api/webhooks/42/${TOKEN}`);
    // No game recorded for it: the message links to the match's day on the schedule.
    expect(message?.embeds[0]?.url).toMatch(/\/schedules\?date=\d{4}-\d{2}-\d{2}$/);

    // The deliveries table refreshes by itself and shows the delivery as sent.
    // A loaded machine may show more than one message about the match by then: one of them sent, at once.
    const row = page
      .getByRole('row')
      .filter({ hasText: TEAMS })
      .filter({ has: page.getByText('sent', { exact: true }) })
      .first();
    await row.waitFor();
    await row.getByText('1 attempt', { exact: true }).waitFor();

    // Leave the shared site as it was: no webhook for the other specs' writes.
    await card.getByRole('button', { name: `Delete ${HOOK_NAME}` }).click();
    await answerConfirm(page, `Delete the webhook ${HOOK_NAME}? Its deliveries go with it.`, 'Delete');
    await expectToast(page, `Webhook ${HOOK_NAME} deleted.`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
