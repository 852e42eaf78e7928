import type { BracketMatch, BracketSide } from '@league/shared/domain/bracket';
import { divisionBrackets } from '@league/shared/domain/division-brackets';
import type { SeasonDetail } from '@league/shared/schemas/seasons';
import clsx from 'clsx';
import { Link } from 'react-router';
import { VisitorDate } from '../../../components/ui/visitor-date.tsx';
import { paths } from '../../../config/paths.ts';
import styles from './season-bracket.module.css';
import pageStyles from './season-page.module.css';

/** The bracket section's id, for the season page's jump link. */
export const BRACKET_SECTION_ID = 'playoff-bracket';

/** What a screen reader hears after the two teams and their sets: who won, and the day. */
function matchResult(match: BracketMatch) {
  const winner = match.teams.find((t) => t.id === match.winnerId);
  return (
    <>
      : {winner ? `${winner.name} won` : 'tied'}, <VisitorDate value={match.date} style="short" />
    </>
  );
}

/** Whether the season has a bracket to draw (the page offers its jump link only then). */
export function hasBracket(season: SeasonDetail): boolean {
  return divisionBrackets(season.games, season.teams).brackets.some((bracket) => bracket.sides.length > 0);
}

/**
 * The season's playoff brackets (docs/product/seasons.md#playoff-bracket): one per division when the teams'
 * placements say so, each one row of round columns per side, scrolling sideways on a phone. The drawing is
 * made of headed lists of links, each saying who won and when, so it reads as a plain list of matches round
 * by round without the picture.
 */
export function SeasonBracket({ season }: { season: SeasonDetail }) {
  const { brackets, unsplit } = divisionBrackets(season.games, season.teams);
  if (!brackets.some((bracket) => bracket.sides.length > 0)) return null;
  return (
    <section
      id={BRACKET_SECTION_ID}
      aria-labelledby="season-bracket-heading"
      className={pageStyles.bracketSection}
    >
      <h2 id="season-bracket-heading" className={pageStyles.sectionTitle}>
        Playoff bracket
      </h2>
      <p className={styles.note}>
        <Link to={paths.bracketChallenge(season.seasonNumber)}>Bracket challenge</Link>: the fans' brackets of
        these playoffs and their board.
      </p>
      {unsplit && (
        <p className={styles.note}>
          This season has divisions, but its playoff games do not say which division they belong to: they are
          drawn as one bracket.
        </p>
      )}
      {brackets.map(({ division, sides }) =>
        division === null ? (
          <Sides key="all" sides={sides} />
        ) : (
          <div key={division} className={styles.division}>
            <h3 className={styles.divisionTitle}>Division {division}</h3>
            <Sides sides={sides} division={division} />
          </div>
        ),
      )}
    </section>
  );
}

function Sides({ sides, division }: { sides: BracketSide[]; division?: string }) {
  // One heading level deeper inside a division's own heading.
  const SideHeading = division ? 'h4' : 'h3';
  const RoundHeading = division ? 'h5' : 'h4';
  const prefix = division ? `${division} ` : '';
  return sides.map((side) => (
    <div key={side.label} className={styles.side}>
      <SideHeading className={styles.sideTitle}>{side.label}</SideHeading>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it */}
      <section className={styles.scroller} aria-label={`${prefix}${side.label} rounds`} tabIndex={0}>
        <div className={styles.rounds}>
          {side.rounds.map((round) => (
            <div key={round.stage}>
              <RoundHeading className={styles.roundTitle}>{round.label}</RoundHeading>
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
  ));
}
