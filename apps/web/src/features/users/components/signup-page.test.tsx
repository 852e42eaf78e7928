import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, sentBody } from '../../../test/portal-test-support.tsx';
import { signInProvidersQueryOptions } from '../api/sign-in-api.ts';
import { SignupPage } from './signup-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function fill(values: { username: string; email: string; password: string; confirm: string }) {
  const client = new QueryClient();
  // No sign-in providers configured: the page is the password form alone.
  client.setQueryData(signInProvidersQueryOptions().queryKey, { providers: [] });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SignupPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: values.username } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: values.email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: values.password } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: values.confirm } });
}

const submit = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
  });

describe('Sign Up', () => {
  it('states the password rule once: as a hint, then as the error that replaces it', async () => {
    fill({ username: 'newfan', email: 'newfan@example.org', password: 'abc', confirm: 'abc' });
    expect(screen.getAllByText(/at least 6 characters/i)).toHaveLength(1);
    await submit();
    expect(screen.getAllByText(/at least 6 characters/i)).toHaveLength(1);
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
  });

  it('says "Passwords do not match" in the alert beside the fields’ own messages, and sends nothing', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    fill({ username: 'newfan', email: 'not-an-address', password: 'secret1', confirm: 'secret2' });
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Passwords do not match');
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the trimmed body without the confirmation, then says so before the redirect', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      jsonAnswer(201, { message: 'User registered successfully' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    fill({ username: ' newfan ', email: 'newfan@example.org', password: 'secret1', confirm: 'secret1' });
    await submit();
    expect(sentBody(fetchMock)).toEqual({
      username: 'newfan',
      email: 'newfan@example.org',
      password: 'secret1',
    });
    await screen.findByText('Account created successfully! Redirecting to login…');
    expect(screen.getByRole('button', { name: 'Sign Up' }).hasAttribute('disabled')).toBe(true);
  });

  it('puts a taken username from the server on its field, and the server’s message in the alert', async () => {
    const taken = {
      message: 'Username already taken',
      errors: [{ path: 'username', message: 'Username already taken' }],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonAnswer(409, taken)),
    );
    fill({ username: 'demo_user', email: 'newfan@example.org', password: 'secret1', confirm: 'secret1' });
    await submit();
    await screen.findByRole('alert');
    expect(screen.getByRole('alert').textContent).toBe('Username already taken');
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
  });
});
