import { milestoneText } from '@league/shared/domain/season-recap';
import type { SeasonRecap } from '@league/shared/schemas/season-recap';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatCount } from '../../../lib/format.ts';
import { PlayerLink, percent, ResultLink, TeamLink } from './recap-links.tsx';
import { RecapSection } from './recap-section.tsx';
import styles from './season-recap-page.module.css';

type Props = { recap: SeasonRecap };

/** Wins the model gave less than 35% (docs/product/recap.md#rules). */
export function UpsetsSection({ recap }: Props) {
  return (
    <RecapSection
      id="upsets"
      title="Biggest upsets"
      empty={recap.upsets.length === 0 ? 'No upsets: the favourite won every game.' : null}
    >
      <ol className={styles.list}>
        {recap.upsets.map(({ game, winner, winnerProbability }) => (
          <li key={`${game.source}:${game.id}`}>
            <TeamLink team={winner} seasonNumber={recap.season.seasonNumber} /> won with a{' '}
            {percent(winnerProbability ?? 0)} chance: <ResultLink game={game} />
          </li>
        ))}
      </ol>
    </RecapSection>
  );
}

export function ClosestGamesSection({ recap }: Props) {
  return (
    <RecapSection
      id="closest"
      title="Closest games"
      empty={recap.closestGames.length === 0 ? 'No games were decided.' : null}
    >
      <ol className={styles.list}>
        {recap.closestGames.map(({ game, winnerProbability }) => (
          <li key={`${game.source}:${game.id}`}>
            <ResultLink game={game} />
            {winnerProbability !== null && (
              <span className={styles.muted}> · the winner had {percent(winnerProbability)}</span>
            )}
          </li>
        ))}
      </ol>
    </RecapSection>
  );
}

export function StreaksSection({ recap }: Props) {
  return (
    <RecapSection
      id="streaks"
      title="Longest streaks"
      empty={recap.streaks.length === 0 ? 'No team won three in a row.' : null}
    >
      <ol className={styles.list}>
        {recap.streaks.map((streak) => (
          <li key={streak.team.id}>
            <TeamLink team={streak.team} seasonNumber={recap.season.seasonNumber} /> won {streak.length} in a
            row, from <ResultLink game={streak.first} /> to <ResultLink game={streak.last} />
          </li>
        ))}
      </ol>
    </RecapSection>
  );
}

export function DebutantsSection({ recap }: Props) {
  const { count, players } = recap.debutants;
  return (
    <RecapSection
      id="debutants"
      title="Debutants"
      empty={count === 0 ? 'Nobody played their first game this season.' : null}
    >
      <p>
        {formatCount(count, [
          'player played their first game in the league',
          'players played their first game in the league',
        ])}{' '}
        this season.
      </p>
      <ul className={styles.list}>
        {players.map((d) => (
          <li key={d.player.id}>
            <PlayerLink player={d.player} />: {formatCount(d.games, ['game', 'games'])},{' '}
            {formatCount(d.totalKills, ['kill', 'kills'])};{' '}
            <Link to={paths.game(d.firstGameId)}>first game</Link>
          </li>
        ))}
      </ul>
    </RecapSection>
  );
}

export function MilestonesSection({ recap }: Props) {
  const { count, list } = recap.milestones;
  return (
    <RecapSection
      id="milestones"
      title="Milestones"
      empty={count === 0 ? 'No career milestones were passed this season.' : null}
    >
      {count > list.length && <p>{count} career milestones were passed; the rarest:</p>}
      <ul className={styles.list}>
        {list.map((m) => (
          <li key={`${m.player.id}:${m.stat}:${m.threshold}`}>
            <PlayerLink player={m.player} /> reached {milestoneText(m)} in <ResultLink game={m.game} />
          </li>
        ))}
      </ul>
    </RecapSection>
  );
}
