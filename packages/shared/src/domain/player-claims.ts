/**
 * Claiming a player page (docs/product/players.md#claimed-player-pages): a member whose linked Roblox account
 * is the player claims the page at once; any other claim waits for staff.
 */

/** The longest bio a page's owner may write. */
export const PLAYER_BIO_MAX_LENGTH = 280;

/** True when a bio is plain text: no control characters but line breaks (`\n`). */
export function isPlainText(text: string): boolean {
  for (const char of text) {
    const code = char.charCodeAt(0);
    if ((code < 32 && char !== '\n') || code === 127) return false;
  }
  return true;
}

/** A claim is `confirmed` (the page shows the verified mark) or `pending` (waiting for staff). */
export const PLAYER_CLAIM_STATUSES = ['pending', 'confirmed'] as const;
export type PlayerClaimStatus = (typeof PLAYER_CLAIM_STATUSES)[number];

/**
 * True when the Roblox account is the player: its username equals the player's name, ignoring case and the
 * spaces around them (player names are stored lower-case, Roblox usernames are unique ignoring case).
 * Results do not carry Roblox user ids yet; once they do, a matching id will confirm a claim too.
 */
export function robloxAccountMatchesPlayer(robloxUsername: string, playerName: string): boolean {
  const account = robloxUsername.trim().toLowerCase();
  return account !== '' && account === playerName.trim().toLowerCase();
}

/** The status a new claim starts with: confirmed at once when the accounts match, else pending. */
export function initialClaimStatus(robloxUsername: string, playerName: string): PlayerClaimStatus {
  return robloxAccountMatchesPlayer(robloxUsername, playerName) ? 'confirmed' : 'pending';
}
