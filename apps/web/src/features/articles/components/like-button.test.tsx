import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../../lib/session.ts';
import { jsonAnswer, startStaffSession } from '../../../test/portal-test-support.tsx';
import { LikeButton } from './like-button.tsx';

let answerLikeStatus: (hasLiked: boolean) => void = () => {};

beforeEach(() => {
  startStaffSession();
  vi.stubGlobal(
    'fetch',
    vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answerLikeStatus = (hasLiked) => resolve(jsonAnswer(200, { hasLiked }));
        }),
    ),
  );
});
afterEach(() => {
  cleanup();
  endSession();
  vi.unstubAllGlobals();
});

describe('LikeButton after a reload', () => {
  it('says neither Like nor Liked until the member’s like is known, then Liked', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <LikeButton articleId={3} likes={7} />
      </QueryClientProvider>,
    );
    const button = screen.getByRole('button');
    expect(button.textContent).not.toMatch(/Like/);
    expect(button.hasAttribute('disabled')).toBe(true);
    // The read goes out a moment after the first render: answered only once it has.
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    answerLikeStatus(true);
    await screen.findByText('Liked');
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });
});
