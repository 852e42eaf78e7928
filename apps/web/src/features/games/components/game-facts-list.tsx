import { setsOfGame } from '@league/shared/domain/derived-stats';
import type { GameDetail } from '@league/shared/schemas/games';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { VisitorDate } from '../../../components/ui/visitor-date.tsx';
import { paths } from '../../../config/paths.ts';
import styles from './game-facts-list.module.css';

/** Only web links become a video link (a stored `javascript:` or a typo must not). */
function safeVideoUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Stage, season, total sets played, video and date of a game (docs/product/games.md#game-page). */
export function GameFacts({ game }: { game: GameDetail }) {
  const video = safeVideoUrl(game.videoUrl);
  return (
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt>Stage</dt>
        <dd>{game.stage ?? 'No stage'}</dd>
      </div>
      <div className={styles.fact}>
        <dt>Season</dt>
        <dd>
          <Link to={paths.season(game.season.id)}>Season {game.season.seasonNumber}</Link>
        </dd>
      </div>
      <div className={styles.fact}>
        <dt>Total sets played</dt>
        <dd className={styles.number}>{setsOfGame(game)}</dd>
      </div>
      <div className={styles.fact}>
        <dt>Video</dt>
        <dd>
          {video ? (
            <a href={video} target="_blank" rel="noopener noreferrer" className={styles.video}>
              Watch the video
              <ExternalLink size={14} aria-hidden="true" />
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : (
            'No Video Found'
          )}
        </dd>
      </div>
      <div className={styles.fact}>
        <dt>Date</dt>
        <dd>
          <VisitorDate value={game.date} />
        </dd>
      </div>
    </dl>
  );
}
