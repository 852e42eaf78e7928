import { formatRecordValue, isPercentRecord } from '@league/shared/domain/stat-columns';
import type { SeasonRecap } from '@league/shared/schemas/season-recap';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatCount } from '../../../lib/format.ts';
import { PlayerLink, ResultLink, TeamLink } from './recap-links.tsx';
import { RecapSection } from './recap-section.tsx';
import styles from './season-recap-page.module.css';

type Props = { recap: SeasonRecap };

/** The champion (one per division) and every playoff game on its way. */
export function ChampionSection({ recap }: Props) {
  const { champions, season } = recap;
  return (
    <RecapSection
      id="champion"
      title="Champion"
      empty={champions.length === 0 ? 'No champion was recorded.' : null}
    >
      {champions.map((c) => (
        <div key={c.team.id} className={styles.champion}>
          <p className={styles.lead}>
            <TeamLink team={c.team} seasonNumber={season.seasonNumber} /> won the season ({c.placement}).
          </p>
          {c.path.length > 0 && (
            <ol className={styles.list} aria-label={`${c.team.name}'s bracket path`}>
              {c.path.map((game) => (
                <li key={game.id}>
                  <span className={game.won ? styles.won : styles.lost}>{game.won ? 'Won' : 'Lost'}</span>{' '}
                  {game.stage}: <ResultLink game={game} />
                </li>
              ))}
            </ol>
          )}
        </div>
      ))}
    </RecapSection>
  );
}

/** The teams in final-placement order with their record. */
export function StandingsSection({ recap }: Props) {
  const { standings, season } = recap;
  return (
    <RecapSection
      id="standings"
      title="Final standings"
      empty={standings.length === 0 ? 'No teams played.' : null}
    >
      <ol className={styles.standings}>
        {standings.map((row) => (
          <li key={row.team.id}>
            <span className={styles.position}>{row.position}</span>
            <TeamLink team={row.team} seasonNumber={season.seasonNumber} />
            <span className={styles.muted}>
              {row.placement}
              {row.won + row.lost > 0 && ` · ${row.won}–${row.lost}`}
            </span>
          </li>
        ))}
      </ol>
      <p>
        <Link to={paths.standings({ season: season.seasonNumber })}>The season's standings table</Link>
      </p>
    </RecapSection>
  );
}

export function AwardsSection({ recap }: Props) {
  return (
    <RecapSection
      id="awards"
      title="Awards"
      empty={recap.awards.length === 0 ? 'No awards were given.' : null}
    >
      <ul className={styles.list}>
        {recap.awards.map((award) => (
          <li key={award.id}>
            <Link to={paths.award(award.id)}>{award.type}</Link>:{' '}
            {award.players.map((player, index) => (
              <span key={player.id}>
                {index > 0 && ', '}
                <PlayerLink player={player} />
              </span>
            ))}
          </li>
        ))}
      </ul>
    </RecapSection>
  );
}

/** The top three of each leader stat, with the season's leaderboard as the evidence. */
export function LeadersSection({ recap }: Props) {
  const leaders = recap.leaders.filter((l) => l.entries.length > 0);
  return (
    <RecapSection
      id="leaders"
      title="Statistical leaders"
      empty={leaders.length === 0 ? 'No stats were recorded.' : null}
    >
      <div className={styles.leaders}>
        {leaders.map((leader) => (
          <div key={leader.stat} className={styles.tile}>
            <h3 className={styles.tileTitle}>{leader.label}</h3>
            <ol className={styles.list}>
              {leader.entries.map((entry) => (
                <li key={entry.player.id}>
                  <PlayerLink player={entry.player} /> <strong>{entry.value.toLocaleString('en-US')}</strong>
                </li>
              ))}
            </ol>
          </div>
        ))}
      </div>
      <p>
        <Link to={`${paths.stats()}?season=${recap.season.seasonNumber}`}>The season's leaderboard</Link>
      </p>
    </RecapSection>
  );
}

/** Entries of the all-time lists made this season: the record list, the player and the game. */
export function RecordsSection({ recap }: Props) {
  const { count, list } = recap.records;
  return (
    <RecapSection
      id="records"
      title="Records set"
      empty={count === 0 ? 'No all-time top-10 entries this season.' : null}
    >
      <p>
        {formatCount(count, ['entry', 'entries'])} in the all-time top-10 lists
        {list.length > 0 ? '; the top-3 ones:' : ', none in a top 3.'}
      </p>
      <ul className={styles.list}>
        {list.map((r) => (
          <li key={`${r.type}:${r.record}:${r.rank}:${r.player.id}:${r.gameId}`}>
            <PlayerLink player={r.player} />:{' '}
            <Link to={paths.records()}>
              #{r.rank} all-time {r.type === 'game' ? 'single-game' : 'season'} {r.record}
            </Link>{' '}
            ({formatRecordValue(r.value, isPercentRecord(r.record))})
            {r.gameId !== null && (
              <>
                {' '}
                in <Link to={paths.game(r.gameId)}>game {r.gameId}</Link>
              </>
            )}
          </li>
        ))}
      </ul>
    </RecapSection>
  );
}
