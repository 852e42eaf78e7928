/**
 * Outside accounts and claimed player pages of the demo league (docs/product/settings.md#demo-data): a member
 * linked to Discord, a member whose Roblox account is a current player and who owns that page (with a bio
 * and the team they support), and a claim waiting for staff (a Roblox name that is not the player's).
 */
import type { Account } from './accounts.ts';
import type { Team } from './model.ts';

export interface DemoLinkedAccount {
  userId: number;
  provider: 'discord' | 'roblox';
  providerUserId: string;
  username: string;
  daysAgo: number;
}

export interface DemoPlayerClaim {
  playerId: number;
  userId: number;
  status: 'pending' | 'confirmed';
  bio: string | null;
  supportedTeamId: number | null;
  daysAgo: number;
}

/** Member accounts that hold the demo's links and claims, by username (from words.ts). */
const DISCORD_MEMBER = 'courtside_cam';
const OWNER = 'ace_annie';
const CLAIMANT = 'bumpset_bo';

export function linkDemoSignIns(
  accounts: Account[],
  currentTeams: Team[],
): { linkedAccounts: DemoLinkedAccount[]; playerClaims: DemoPlayerClaim[] } {
  const idOf = (username: string) => accounts.find((a) => a.username === username)?.id;
  const [ownedTeam, otherTeam] = currentTeams;
  const owned = ownedTeam?.roster[0];
  const claimed = otherTeam?.roster[0];
  const discord = idOf(DISCORD_MEMBER);
  const owner = idOf(OWNER);
  const claimant = idOf(CLAIMANT);
  if (!owned || !claimed || !discord || !owner || !claimant) return { linkedAccounts: [], playerClaims: [] };
  return {
    linkedAccounts: [
      {
        userId: discord,
        provider: 'discord',
        providerUserId: '112233445566778899',
        username: 'courtsidecam',
        daysAgo: 120,
      },
      // Roblox usernames keep their own capitals; the claim matches the player's name ignoring case.
      {
        userId: owner,
        provider: 'roblox',
        providerUserId: '2400000101',
        username: capitalize(owned.name),
        daysAgo: 60,
      },
      {
        userId: claimant,
        provider: 'roblox',
        providerUserId: '2400000102',
        username: `${claimed.name}_alt`,
        daysAgo: 3,
      },
    ],
    playerClaims: [
      {
        playerId: owned.id,
        userId: owner,
        status: 'confirmed',
        bio: `Playing for ${ownedTeam.name} this season. Serve hard, dive for everything, thank the setter.`,
        supportedTeamId: ownedTeam.id,
        daysAgo: 60,
      },
      {
        playerId: claimed.id,
        userId: claimant,
        status: 'pending',
        bio: null,
        supportedTeamId: null,
        daysAgo: 2,
      },
    ],
  };
}

const capitalize = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
