import { describe, expect, it } from 'vitest';
import { initialClaimStatus, isPlainText, robloxAccountMatchesPlayer } from './player-claims.ts';

describe('robloxAccountMatchesPlayer', () => {
  it('matches the same name ignoring case and surrounding spaces', () => {
    expect(robloxAccountMatchesPlayer('NightOwl_77', 'nightowl_77')).toBe(true);
    expect(robloxAccountMatchesPlayer(' nightowl_77 ', 'nightowl_77')).toBe(true);
  });

  it('does not match another name, a prefix or a blank account', () => {
    expect(robloxAccountMatchesPlayer('nightowl_7', 'nightowl_77')).toBe(false);
    expect(robloxAccountMatchesPlayer('nightowl_777', 'nightowl_77')).toBe(false);
    expect(robloxAccountMatchesPlayer('', '')).toBe(false);
  });
});

describe('initialClaimStatus', () => {
  it('confirms a matching claim at once and keeps any other waiting for staff', () => {
    expect(initialClaimStatus('SpikeKing42', 'spikeking42')).toBe('confirmed');
    expect(initialClaimStatus('spike_king', 'spikeking42')).toBe('pending');
  });
});

describe('isPlainText', () => {
  it('accepts text with line breaks and refuses other control characters', () => {
    expect(isPlainText('Setter since season 3.\nGo Crows!')).toBe(true);
    expect(isPlainText('tab\there')).toBe(false);
    expect(isPlainText('bell\u0007')).toBe(false);
    expect(isPlainText('delete\u007f')).toBe(false);
  });
});
