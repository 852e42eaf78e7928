import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { signInProvidersQueryOptions } from '../api/sign-in-api.ts';
import { SignupPage } from './signup-page.tsx';

describe('Sign Up', () => {
  it('states the password rule once: as a hint, then as the error that replaces it', () => {
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
    expect(screen.getAllByText(/at least 6 characters/i)).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'newfan' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'newfan@example.org' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'abc' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'abc' } });
    fireEvent.submit(screen.getByLabelText('Password').closest('form') as HTMLFormElement);
    expect(screen.getAllByText(/at least 6 characters/i)).toHaveLength(1);
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
  });
});
