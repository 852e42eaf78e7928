import type { SignInProviders } from '@league/shared/schemas/sign-in';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { signInProvidersQueryOptions } from '../api/sign-in-api.ts';
import { ProviderButtons } from './provider-buttons.tsx';
import { failureFromSearch } from './use-sign-in-return.ts';

function renderWith(providers: SignInProviders['providers']) {
  const client = new QueryClient();
  client.setQueryData(signInProvidersQueryOptions().queryKey, { providers });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ProviderButtons />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ProviderButtons', () => {
  it('shows one button per configured provider, in order', () => {
    renderWith([
      { id: 'discord', name: 'Discord' },
      { id: 'roblox', name: 'Roblox' },
    ]);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Sign in with Discord',
      'Sign in with Roblox',
    ]);
  });

  it('shows nothing when the site has no provider configured', () => {
    const { container } = renderWith([]);
    expect(container.textContent).toBe('');
  });
});

describe('failureFromSearch', () => {
  it("reads the callback's failure and provider into the message", () => {
    expect(failureFromSearch('?signInError=taken&provider=discord', 'signInError')).toBe(
      'This Discord account is already linked to another member.',
    );
    expect(failureFromSearch('?linkError=denied&provider=roblox', 'linkError')).toBe(
      'You cancelled signing in with Roblox. Nothing was changed.',
    );
  });

  it('ignores anything it does not know', () => {
    expect(failureFromSearch('?signInError=<script>&provider=discord', 'signInError')).toBeNull();
    expect(failureFromSearch('?signInError=state&provider=github', 'signInError')).toBeNull();
    expect(failureFromSearch('?linkError=state&provider=discord', 'signInError')).toBeNull();
  });
});
