import { type BracketMatch, bracketOf } from '@league/shared/domain/bracket';
import type { SeasonDetail } from '@league/shared/schemas/seasons';
import clsx from 'clsx';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatShortDate } from '../../../lib/format.ts';
import styles from './season-bracket.module.css';
import pageStyles from './season-page.module.css';

/** What a screen reader hears after the two teams and their sets: who won, and the day. */
function matchResult(match: BracketMatch): string {
  const winner = match.teams.find((t) => t.id === match.winnerId);
  return `: ${winner ? `${winner.name} won` : 'tied'}, ${formatShortDate(match.date)}`;
}

/**
 * The season's playoff bracket (docs/product/seasons.md#playoff-bracket): one row of round columns per side,
 * scrolling sideways on a phone. The drawing is made of headed lists of links, each saying who won and when, so it
 * reads as a plain list of matches round by round without the picture.
 */
export function SeasonBracket({ season }: { season: SeasonDetail }) {
  const sides = bracketOf(season.games);
  if (sides.length === 0) return null;
  return (
    <section aria-labelledby="season-bracket-heading" className={pageStyles.bracketSection}>
      <h2 id="season-bracket-heading" className={pageStyles.sectionTitle}>
        Playoff bracket
      </h2>
      {sides.map((side) => (
        <div key={side.label} className={styles.side}>
          <h3 className={styles.sideTitle}>{side.label}</h3>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it */}
          <section className={styles.scroller} aria-label={`${side.label} rounds`} tabIndex={0}>
            <div className={styles.rounds}>
              {side.rounds.map((round) => (
                <div key={round.stage}>
                  <h4 className={styles.roundTitle}>{round.label}</h4>
                  <ol className={styles.matches}>
                    {round.matches.map((match) => (
                      <li key={match.gameId}>
                        <Link to={paths.game(match.gameId)} className={styles.match}>
                          {match.teams.map((team, index) => (
                            <span
                              key={team.id}
                              className={clsx(styles.team, team.id === match.winnerId && styles.winner)}
                            >
                              <span className={styles.name}>{team.name} </span>
                              <span className={styles.score}>
                                {team.score}
                                {index === 0 && <span className="visually-hidden">, </span>}
                              </span>
                            </span>
                          ))}
                          <span className="visually-hidden">{matchResult(match)}</span>
                        </Link>
                      </li>
                    ))}
                  </ol>
                </div>
              ))}
            </div>
          </section>
        </div>
      ))}
    </section>
  );
}
