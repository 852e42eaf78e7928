import { matchLink } from '@league/shared/domain/push-messages';
import type { FollowedPlayerGame } from '@league/shared/schemas/follows';
import type { Match } from '@league/shared/schemas/matches';
import { BellOff, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { SETTINGS } from '../../../config/settings.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { useFollowing } from '../api/follows-api.ts';
import { FollowPreferences } from './follow-preferences.tsx';
import styles from './following-section.module.css';

const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

const score = (m: Pick<Match, 'team1Score' | 'team2Score'>) =>
  m.team1Score === null || m.team2Score === null ? 'vs' : `${m.team1Score}–${m.team2Score}`;

function PlayerGame({ game }: { game: FollowedPlayerGame }) {
  return (
    <li className={styles.item}>
      <Link to={paths.game(game.gameId)} className={styles.itemLink}>
        <span className={styles.itemTitle}>{game.playerName}</span>
        <span>
          {game.team1Name} {game.team1Score}–{game.team2Score} {game.team2Name}
        </span>
        <span className={styles.muted}>
          {game.kills} kills · {game.digs} digs · {game.blocks} blocks · {game.aces} aces · {game.assists}{' '}
          assists
        </span>
      </Link>
    </li>
  );
}

function MatchItem({ match }: { match: Match }) {
  return (
    <li className={styles.item}>
      <Link to={matchLink(match, SETTINGS.timeZone)} className={styles.itemLink}>
        <span className={styles.itemTitle}>
          {match.team1Name} {score(match)} {match.team2Name}
        </span>
        <span className={styles.muted}>
          {when(match.date)} · {match.round}
        </span>
      </Link>
    </li>
  );
}

function List<T>({
  title,
  items,
  render,
  empty,
}: {
  title: string;
  items: T[];
  render: (item: T) => ReactNode;
  empty: string;
}) {
  return (
    <div className={styles.list}>
      <h3 className={styles.listTitle}>{title}</h3>
      {items.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <ul className={styles.items}>{items.map(render)}</ul>
      )}
    </div>
  );
}

/**
 * "Following" (docs/product/follows.md#pages): the followed players' last games first, then the followed
 * teams' next matches and last results. On the profile (`manage`) it also holds every follow's choices,
 * the mute switch, notifications on this browser and the personal calendar feed. Members only: a guest
 * sees nothing (the server draws pages for guests).
 */
export function FollowingSection({ manage = false }: { manage?: boolean }) {
  const { token } = useSession();
  const following = useFollowing();
  if (!token) return null;
  const data = following.data;
  return (
    <section className={styles.section} aria-labelledby="following-title" id="following">
      <div className={styles.head}>
        <h2 id="following-title" className={styles.title}>
          <Star size={20} aria-hidden="true" /> Following
        </h2>
        {data?.muted && (
          <span className={styles.muted}>
            <BellOff size={14} aria-hidden="true" /> Notifications muted
          </span>
        )}
        {!manage && (
          <Link to={`${paths.profile()}#following`} className={styles.manage}>
            Choose what you are told
          </Link>
        )}
      </div>
      {following.isPending && <Skeleton height={120} />}
      {following.isError && (
        <Alert tone="error">{errorMessage(following.error, 'Failed to load what you follow')}</Alert>
      )}
      {data && data.follows.length === 0 && (
        <p className={styles.empty}>
          Star a <Link to={paths.teams()}>team</Link> or a <Link to={paths.players()}>player</Link> to see
          their matches and games here, and to be told when they play.
        </p>
      )}
      {data && data.follows.length > 0 && (
        <div className={styles.lists}>
          {data.playerGames.length > 0 && (
            <List
              title="Your players' last games"
              items={data.playerGames}
              render={(g) => <PlayerGame key={`${g.playerId}-${g.gameId}`} game={g} />}
              empty=""
            />
          )}
          <List
            title="Next matches"
            items={data.nextMatches}
            render={(m) => <MatchItem key={m.id} match={m} />}
            empty="No match of your teams is scheduled."
          />
          <List
            title="Last results"
            items={data.lastResults}
            render={(m) => <MatchItem key={m.id} match={m} />}
            empty="No result of your teams yet."
          />
        </div>
      )}
      {manage && data && <FollowPreferences follows={data.follows} />}
    </section>
  );
}
