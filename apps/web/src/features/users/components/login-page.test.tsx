import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, sentBody } from '../../../test/portal-test-support.tsx';
import { signInProvidersQueryOptions } from '../api/sign-in-api.ts';
import { LoginPage } from './login-page.tsx';

beforeEach(() => {
  const client = new QueryClient();
  // No sign-in providers configured: the page is the password form alone.
  client.setQueryData(signInProvidersQueryOptions().queryKey, { providers: [] });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <LoginPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: ' demo_user ' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const logIn = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
  });

describe('Login', () => {
  it('sends the trimmed username and shows the server’s refusal', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      jsonAnswer(401, { message: 'Invalid username or password' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await logIn();
    expect(sentBody(fetchMock)).toEqual({ username: 'demo_user', password: 'wrong' });
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid username or password');
  });

  it('says the server cannot be reached when the request fails on the way', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await logIn();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to connect to server. Please try again.',
    );
  });
});
