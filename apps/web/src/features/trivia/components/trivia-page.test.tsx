import type { TriviaItem } from '@league/shared/schemas/trivia';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS } from '../../../config/settings.ts';
import { TriviaPage } from './trivia-page.tsx';

const ITEM: TriviaItem = {
  id: 'token',
  type: 'player',
  difficulty: 'easy',
  hintCount: 6,
  hints: [
    'Starts with "S"',
    'Played for 4 teams',
    'Won 2 awards',
    'Name has 10 letters',
    'Ends with "g"',
    '1 ring',
  ],
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const body = input.startsWith('/api/trivia/guess')
        ? JSON.parse(String(init?.body)).giveUp
          ? { correct: false, answer: 'Spike King', message: 'Better luck next time!' }
          : { correct: false, message: 'Not quite — try again with another hint.' }
        : ITEM;
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function settle(ms = 0) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TriviaPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('TriviaPage', () => {
  it('offers the choices, with Season disabled, and Start Game! once both are chosen', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: `${SETTINGS.siteName} Trivia` })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Daily puzzle' }).getAttribute('href')).toBe('/trivia/daily');
    const season = screen.getByRole('radio', { name: /Season/ }) as HTMLInputElement;
    expect(season.disabled).toBe(true);
    expect(screen.getByText('Coming soon - Season trivia is currently being fixed')).toBeTruthy();
    for (const label of ['Easy', 'Medium', 'Hard', 'Impossible']) {
      expect(screen.getByRole('radio', { name: new RegExp(label) })).toBeTruthy();
    }
    expect(screen.queryByRole('button', { name: /Start Game!/ })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Player/ }));
    expect(screen.queryByRole('button', { name: /Start Game!/ })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Easy/ }));
    expect(screen.getByRole('button', { name: /Start Game!/ })).toBeTruthy();
  });

  it('plays a round: hints in an ordered list, Enter submits, the timer warns once, Give Up ends it', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('radio', { name: /Player/ }));
    fireEvent.click(screen.getByRole('radio', { name: /Easy/ }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: /Start Game!/ }));
    await settle();

    expect(screen.getByText('Hint 1 of 6')).toBeTruthy();
    const hints = screen.getByRole('list', { name: 'Hints' });
    expect(hints.tagName).toBe('OL');
    const submit = screen.getByRole('button', { name: /Submit Guess/ }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);

    const input = screen.getByLabelText('Your guess');
    fireEvent.change(input, { target: { value: '  nobody  ' } });
    expect(submit.disabled).toBe(false);
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await settle();
    expect(screen.getByText('Hint 2 of 6')).toBeTruthy();
    expect(within(hints).getAllByRole('listitem')).toHaveLength(2);
    expect((fetch as ReturnType<typeof vi.fn>).mock.calls.at(-1)?.[1]?.body).toContain('"guess":"nobody"');

    const timer = screen.getByRole('timer');
    const politeRegions = () =>
      [...document.querySelectorAll('[aria-live="polite"]')].map((node) => node.textContent).join('|');
    await settle(49_000);
    expect(timer.textContent).toContain('11');
    expect(politeRegions()).not.toContain('seconds left');
    await settle(1000);
    expect(politeRegions()).toContain('10 seconds left');

    fireEvent.click(screen.getByRole('button', { name: /Give Up/ }));
    await settle();
    expect(screen.getByRole('heading', { name: 'Game Over!' })).toBeTruthy();
    expect(screen.getByText('Better luck next time!')).toBeTruthy();
    expect(screen.getByText('Spike King')).toBeTruthy();
    expect(screen.getByTestId('trivia-total').textContent).toBe('0');

    fireEvent.click(screen.getByRole('button', { name: /Play Again/ }));
    expect(screen.getByRole('heading', { name: 'Pick your challenge' })).toBeTruthy();
  });
});
