import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';

const b = useBrowser();
describe('trivia (/trivia)', () => {
  it('offers the choices, with Season disabled and its text', async () => {
    const { page, context } = await b.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const res = await page.goto('/trivia');
    expect(res?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Volley League Trivia' }).waitFor();
    expect(await page.title()).toContain('Trivia');

    const season = page.getByRole('radio', { name: /Season/ });
    expect(await season.isDisabled()).toBe(true);
    await page.getByText('Coming soon - Season trivia is currently being fixed').waitFor();
    for (const name of ['Player', 'Team', 'Easy', 'Medium', 'Hard', 'Impossible']) {
      expect(await page.getByRole('radio', { name: new RegExp(name) }).isEnabled()).toBe(true);
    }
    expect(await page.getByRole('button', { name: 'Start Game!' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('plays a round: a wrong guess shows a new hint, Give Up ends it with the answer and 0 points', async () => {
    const { page, context } = await b.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/trivia');
    await page.getByText('Player', { exact: true }).click();
    await page.getByText('Easy', { exact: true }).click();
    await page.getByRole('button', { name: 'Start Game!' }).click();

    await page.getByText(/^Hint 1 of \d+$/).waitFor();
    const hints = page.getByRole('list', { name: 'Hints' }).getByRole('listitem');
    expect(await hints.count()).toBe(1);
    const submit = page.getByRole('button', { name: 'Submit Guess' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByRole('timer').waitFor();

    await page.getByLabel('Your guess').fill('zz not a real player zz');
    await page.keyboard.press('Enter');
    await page.getByText(/^Hint 2 of \d+$/).waitFor();
    expect(await hints.count()).toBe(2);
    await page.getByText('Not quite — try again with another hint.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Give Up' }).click();
    await page.getByRole('heading', { name: 'Game Over!' }).waitFor();
    await page.getByText('Better luck next time!').waitFor();
    const answer = page.getByText('The answer').locator('..').locator('strong');
    await answer.waitFor();
    const answerText = ((await answer.textContent()) ?? '').trim();
    expect(answerText).not.toBe('');
    expect(answerText).not.toBe('Unknown');
    expect(await page.getByTestId('trivia-total').textContent()).toBe('0');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Play Again' }).click();
    await page.getByRole('heading', { name: 'Pick your challenge' }).waitFor();
    expect(await page.getByRole('radio', { name: /Season/ }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
