import { dayKeyInZone } from '@league/shared/domain/day-keys';
import type { RecapGame } from '@league/shared/schemas/season-recap';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { SETTINGS } from '../../../config/settings.ts';
import { formatDateIn } from '../../../lib/format.ts';

/**
 * Where a result's evidence is (docs/product/recap.md#pages): a recorded game's page, or for a schedule
 * match without one its card on the schedule of its day (the league's calendar day, as the schedule reads).
 */
export function resultHref(game: Pick<RecapGame, 'source' | 'id' | 'date'>): string {
  if (game.source === 'game') return paths.game(game.id);
  const day = dayKeyInZone(game.date, SETTINGS.timeZone) ?? undefined;
  return `${paths.schedules(day)}#match-${game.id}`;
}

/** The day of a result as the league's calendar reads it: the same text drawn on the server and in the browser. */
export const resultDay = (game: Pick<RecapGame, 'date'>) =>
  formatDateIn(game.date, SETTINGS.timeZone, 'short');

/** "Ember Titans 3–2 Golden Tide, Aug 31, 2026", a link to its evidence. */
export function ResultLink({ game }: { game: RecapGame }) {
  return (
    <Link to={resultHref(game)}>
      {game.team1.name} {game.team1Score}–{game.team2Score} {game.team2.name}, {resultDay(game)}
    </Link>
  );
}

/** A team of the season: its page for that season. */
export function TeamLink({ team, seasonNumber }: { team: { name: string }; seasonNumber: number }) {
  return <Link to={paths.team(team.name, seasonNumber)}>{team.name}</Link>;
}

export function PlayerLink({ player }: { player: { id: number; name: string } }) {
  return <Link to={paths.player(player.id)}>{player.name}</Link>;
}

/** A chance as a whole percent: 0.213 → "21%". */
export const percent = (p: number) => `${Math.round(p * 100)}%`;
