import { describe, expect, it } from 'vitest';
import {
  canUnlink,
  FALLBACK_USERNAME,
  isSignInFailure,
  isSignInProvider,
  pickUniqueUsername,
  SIGN_IN_FAILURES,
  signInFailureMessage,
  USERNAME_MAX_LENGTH,
} from './sign-in-providers.ts';

const taken = (...names: string[]) => new Set(names.map((n) => n.toLowerCase()));

describe('pickUniqueUsername', () => {
  it("keeps the provider's username when it is free", () => {
    expect(pickUniqueUsername('spikefan', taken())).toBe('spikefan');
    expect(pickUniqueUsername('  Spike   Fan ', taken())).toBe('Spike Fan');
  });

  it('numbers the name from 2 when it is taken, ignoring case', () => {
    expect(pickUniqueUsername('SpikeFan', taken('spikefan'))).toBe('SpikeFan2');
    expect(pickUniqueUsername('spikefan', taken('spikefan', 'SPIKEFAN2', 'spikefan3'))).toBe('spikefan4');
  });

  it('falls back to a plain name for a blank username', () => {
    expect(pickUniqueUsername('   ', taken())).toBe(FALLBACK_USERNAME);
    expect(pickUniqueUsername('', taken(FALLBACK_USERNAME))).toBe(`${FALLBACK_USERNAME}2`);
  });

  it('cuts a long name so that it and its number fit the limit (just under, at and over it)', () => {
    const under = 'a'.repeat(USERNAME_MAX_LENGTH - 1);
    const at = 'b'.repeat(USERNAME_MAX_LENGTH);
    const over = 'c'.repeat(USERNAME_MAX_LENGTH + 1);
    expect(pickUniqueUsername(under, taken())).toBe(under);
    expect(pickUniqueUsername(at, taken())).toBe(at);
    expect(pickUniqueUsername(over, taken())).toHaveLength(USERNAME_MAX_LENGTH);
    const numbered = pickUniqueUsername(at, taken(at));
    expect(numbered).toBe(`${'b'.repeat(USERNAME_MAX_LENGTH - 1)}2`);
    const tenth = pickUniqueUsername(
      at,
      taken(at, ...[2, 3, 4, 5, 6, 7, 8, 9].map((n) => `${'b'.repeat(USERNAME_MAX_LENGTH - 1)}${n}`)),
    );
    expect(tenth).toBe(`${'b'.repeat(USERNAME_MAX_LENGTH - 2)}10`);
  });
});

describe('canUnlink', () => {
  it('allows unlinking while a password remains', () => {
    expect(canUnlink({ hasPassword: true, linked: ['discord'] }, 'discord')).toBe(true);
  });

  it('allows unlinking while the other provider remains', () => {
    expect(canUnlink({ hasPassword: false, linked: ['discord', 'roblox'] }, 'roblox')).toBe(true);
  });

  it('refuses the last way to sign in', () => {
    expect(canUnlink({ hasPassword: false, linked: ['discord'] }, 'discord')).toBe(false);
  });

  it('refuses a provider that is not linked', () => {
    expect(canUnlink({ hasPassword: true, linked: [] }, 'roblox')).toBe(false);
  });
});

describe('failure messages', () => {
  it("names the provider in every message that mentions one, and knows each failure's key", () => {
    for (const failure of Object.keys(SIGN_IN_FAILURES)) {
      expect(isSignInFailure(failure)).toBe(true);
      if (!isSignInFailure(failure)) continue;
      const text = signInFailureMessage(failure, 'roblox');
      expect(text).not.toContain('{provider}');
      if (SIGN_IN_FAILURES[failure].includes('{provider}')) expect(text).toContain('Roblox');
    }
    expect(signInFailureMessage('taken', 'discord')).toBe(
      'This Discord account is already linked to another member.',
    );
  });

  it('refuses keys that are not failures or providers', () => {
    expect(isSignInFailure('toString')).toBe(false);
    expect(isSignInFailure('nope')).toBe(false);
    expect(isSignInProvider('discord')).toBe(true);
    expect(isSignInProvider('github')).toBe(false);
  });
});
