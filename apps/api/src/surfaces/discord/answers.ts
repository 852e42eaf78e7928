/**
 * The bot's answers as Discord embeds (docs/product/discord.md#commands): each a title linking back to the
 * site's page, a few lines or fields, the league's colour and, where the site draws one, its share card.
 * Pure: the service reads, these write.
 */

import { shareImageUrls } from '@league/shared/page-urls';
import { paths } from '@league/shared/pages';
import type { Match } from '@league/shared/schemas/matches';
import type { PlayerDetail } from '@league/shared/schemas/players';
import type { StandingsRead } from '@league/shared/schemas/standings';
import type { TeamDetail } from '@league/shared/schemas/teams';

/** The part of a standings read the answers show: the season and its table's rows. */
export type SeasonStandings = Pick<StandingsRead, 'season' | 'rows'>;

/** The league's accent as Discord wants it (a number). */
export const LEAGUE_COLOUR = 0xf5a524;
/** Discord's flag for an answer only the person who asked sees. */
export const EPHEMERAL = 64;

export interface DiscordEmbed {
  title: string;
  url: string;
  description?: string;
  color: number;
  fields?: { name: string; value: string; inline?: boolean }[];
  image?: { url: string };
  thumbnail?: { url: string };
  footer: { text: string };
}

export interface DiscordAnswer {
  content?: string;
  embeds?: DiscordEmbed[];
  flags?: number;
  allowed_mentions: { parse: [] };
}

export interface AnswerSettings {
  siteName: string;
  publicUrl: string;
}

const NO_MENTIONS = { parse: [] as [] };

/** A short message only the asker sees (nothing found, a bad option). */
export function notice(text: string): DiscordAnswer {
  return { content: text, flags: EPHEMERAL, allowed_mentions: NO_MENTIONS };
}

const embedAnswer = (embed: DiscordEmbed): DiscordAnswer => ({
  embeds: [embed],
  allowed_mentions: NO_MENTIONS,
});

/** Markdown characters in a name, escaped so a name shows as typed. */
const plain = (text: string) => text.replace(/([\\*_`~|>[\]()])/g, '\\$1');

const pad = (text: string, width: number) =>
  text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width);

/** The table as fixed-width lines in a code block: position, team, played, won, lost, points. */
export function standingsTable(standings: SeasonStandings): string {
  const head = `${'#'.padStart(3)}  ${pad('Team', 20)} ${'P'.padStart(3)} ${'W'.padStart(3)} ${'L'.padStart(3)} ${'Pts'.padStart(4)}`;
  const lines = standings.rows.map((row) => {
    const position = row.tied ? `${row.position}=` : String(row.position);
    return `${position.padStart(3)}  ${pad(row.team, 20)} ${String(row.played).padStart(3)} ${String(row.won).padStart(3)} ${String(row.lost).padStart(3)} ${String(row.leaguePoints).padStart(4)}`;
  });
  // A code block may not contain three backticks: team names never do once escaped to `'`.
  return ['```', head, ...lines.map((line) => line.replace(/`/g, "'")), '```'].join('\n');
}

export function standingsEmbed(standings: SeasonStandings, settings: AnswerSettings): DiscordEmbed {
  return {
    title: `Standings · Season ${standings.season.seasonNumber}`,
    url: settings.publicUrl + paths.standings({ season: standings.season.seasonNumber }),
    description: standings.rows.length > 0 ? standingsTable(standings) : 'No teams in this season yet.',
    color: LEAGUE_COLOUR,
    footer: { text: `${settings.siteName} · P played, W won, L lost, Pts league points` },
  };
}

export function standingsAnswer(standings: SeasonStandings, settings: AnswerSettings): DiscordAnswer {
  return embedAnswer(standingsEmbed(standings, settings));
}

export function playerAnswer(player: PlayerDetail, settings: AnswerSettings): DiscordAnswer {
  const latest = player.teams.at(-1);
  const t = player.totalStats;
  return embedAnswer({
    title: player.name,
    url: settings.publicUrl + paths.player(player.id),
    description: [
      player.position,
      latest ? `${plain(latest.name)} (Season ${latest.season.seasonNumber})` : 'No team yet',
    ].join(' · '),
    color: LEAGUE_COLOUR,
    fields: [
      { name: 'Games', value: String(player.statEntries), inline: true },
      { name: 'Kills', value: String(t.spikeKills + t.apeKills), inline: true },
      { name: 'Blocks', value: String(t.blocks), inline: true },
      { name: 'Assists', value: String(t.assists), inline: true },
      { name: 'Digs', value: String(t.digs), inline: true },
      { name: 'Aces', value: String(t.aces), inline: true },
    ],
    image: { url: settings.publicUrl + shareImageUrls.player(player.id) },
    footer: { text: `${settings.siteName} · career totals` },
  });
}

export function teamAnswer(team: TeamDetail, settings: AnswerSettings): DiscordAnswer {
  const seasonNumber = team.season.seasonNumber;
  const won = team.games.filter((g) =>
    g.team1Id === team.id ? g.team1Score > g.team2Score : g.team2Score > g.team1Score,
  ).length;
  const roster = team.players.map((p) => plain(p.name)).join(', ');
  return embedAnswer({
    title: `${team.name} · Season ${seasonNumber}`,
    url: settings.publicUrl + paths.team(team.name, seasonNumber),
    description: team.placement,
    color: LEAGUE_COLOUR,
    fields: [
      { name: 'Games', value: `${team.games.length} (${won} won)`, inline: true },
      { name: 'Roster', value: roster.length > 0 ? roster.slice(0, 1000) : 'Nobody yet' },
    ],
    ...(team.logoUrl?.startsWith('https://') ? { thumbnail: { url: team.logoUrl } } : {}),
    footer: { text: settings.siteName },
  });
}

/** Discord shows `<t:…:f>` in each reader's own time zone. */
const discordTime = (iso: string) => `<t:${Math.floor(Date.parse(iso) / 1000)}:f>`;

const matchLine = (match: Match) =>
  `${plain(match.team1Name)} vs ${plain(match.team2Name)} · ${discordTime(match.date)} · ${plain(match.round)}`;

const resultLine = (match: Match) =>
  `${plain(match.team1Name)} **${match.team1Score}–${match.team2Score}** ${plain(match.team2Name)} · ${discordTime(match.date)}`;

export function nextAnswer(
  matches: readonly Match[],
  team: string | null,
  settings: AnswerSettings,
): DiscordAnswer {
  return embedAnswer({
    title: team ? `Next for ${team}` : 'Next matches',
    url: settings.publicUrl + paths.schedules(),
    description: matches.length > 0 ? matches.map(matchLine).join('\n') : 'Nothing scheduled yet.',
    color: LEAGUE_COLOUR,
    footer: { text: `${settings.siteName} · times in your own time zone` },
  });
}

export function resultsAnswer(matches: readonly Match[], settings: AnswerSettings): DiscordAnswer {
  return embedAnswer({
    title: 'Latest results',
    url: settings.publicUrl + paths.schedules(),
    description: matches.length > 0 ? matches.map(resultLine).join('\n') : 'No results yet.',
    color: LEAGUE_COLOUR,
    footer: { text: settings.siteName },
  });
}
