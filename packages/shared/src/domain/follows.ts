/**
 * Follows (docs/product/follows.md#rules-and-constants): a member follows teams (a team across seasons, by its
 * name's slug, as team links work) and players, and chooses per follow which events reach them. Pure: the
 * server stores the choices, the web app offers them, both from these lists.
 */
import { slugKey } from './slug.ts';

export const FOLLOW_KINDS = ['team', 'player'] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];

/** What a team follow can be told: a match about to start, its result, schedule changes, playoff marks. */
export const TEAM_FOLLOW_EVENTS = [
  'match-starting',
  'final-result',
  'schedule-change',
  'playoff-status',
] as const;
/** What a player follow can be told: a record the player set, an award the player won. */
export const PLAYER_FOLLOW_EVENTS = ['player-record', 'player-award'] as const;
export const FOLLOW_EVENTS = [...TEAM_FOLLOW_EVENTS, ...PLAYER_FOLLOW_EVENTS] as const;
export type FollowEvent = (typeof FOLLOW_EVENTS)[number];

export const FOLLOW_EVENT_LABELS: Record<FollowEvent, string> = {
  'match-starting': 'Match about to start',
  'final-result': 'Final result',
  'schedule-change': 'Schedule change (moved, added, cancelled)',
  'playoff-status': 'Playoff status (clinched, eliminated)',
  'player-record': 'Sets a record',
  'player-award': 'Wins an award',
};

/** How long before a match its reminder comes, in minutes: the member picks one per team follow. */
export const LEAD_TIMES = [15, 30, 60] as const;
export type LeadMinutes = (typeof LEAD_TIMES)[number];
export const DEFAULT_LEAD_MINUTES: LeadMinutes = 30;

/** The events a follow of this kind can choose from. */
export function eventsOfKind(kind: FollowKind): readonly FollowEvent[] {
  return kind === 'team' ? TEAM_FOLLOW_EVENTS : PLAYER_FOLLOW_EVENTS;
}

/**
 * A new follow's choices: every event of its kind. Someone who stars a team wants to hear about it; each
 * event can then be turned off, and one switch mutes everything.
 */
export function defaultFollowEvents(kind: FollowKind): FollowEvent[] {
  return [...eventsOfKind(kind)];
}

/** The events of `events` that a follow of `kind` cannot have, e.g. `player-award` on a team. */
export function foreignEvents(kind: FollowKind, events: readonly string[]): string[] {
  const allowed = new Set<string>(eventsOfKind(kind));
  return events.filter((event) => !allowed.has(event));
}

/** The key a team follow is stored under: its name's slug key, so every season's team of that name counts. */
export function followTeamKey(nameOrSlug: string): string {
  return slugKey(nameOrSlug);
}
