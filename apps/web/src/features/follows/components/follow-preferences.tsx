import { webcalUrl } from '@league/shared/domain/calendar-feeds';
import {
  eventsOfKind,
  FOLLOW_EVENT_LABELS,
  type FollowEvent,
  LEAD_TIMES,
} from '@league/shared/domain/follows';
import type { Follow } from '@league/shared/schemas/follows';
import { CalendarPlus, RefreshCw, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { paths, teamPath } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { PushSwitch } from '../../push-notifications/components/push-switch.tsx';
import {
  useDeleteFollow,
  useFollowSettings,
  useResetCalendar,
  useUpdateFollow,
  useUpdateFollowSettings,
} from '../api/follows-api.ts';
import styles from './following-section.module.css';

function FollowChoices({ follow }: { follow: Follow }) {
  const update = useUpdateFollow();
  const remove = useDeleteFollow();
  const { showToast } = useToast();
  const name = follow.kind === 'team' ? (follow.teamName ?? '') : (follow.playerName ?? '');
  const onError = (error: unknown) =>
    showToast(errorMessage(error, 'Could not save the choice'), { tone: 'error' });
  const toggle = (event: FollowEvent, on: boolean) => {
    const events = on ? [...follow.events, event] : follow.events.filter((e) => e !== event);
    update.mutate({ id: follow.id, body: { events } }, { onError });
  };
  return (
    <li className={styles.choice}>
      <div className={styles.choiceHead}>
        <Link
          to={follow.kind === 'team' ? teamPath(name) : paths.player(follow.playerId ?? 0)}
          className={styles.itemTitle}
        >
          {name}
        </Link>
        <span className={styles.muted}>{follow.kind === 'team' ? 'Team' : 'Player'}</span>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Unfollow ${name}`}
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(follow.id, { onSuccess: () => showToast(`Unfollowed ${name}.`), onError })
          }
        >
          <Trash2 size={14} aria-hidden="true" />
          Unfollow
        </Button>
      </div>
      <fieldset className={styles.events}>
        <legend className="visually-hidden">What {name} tells you</legend>
        {eventsOfKind(follow.kind).map((event) => (
          <label key={event} className={styles.check}>
            <input
              type="checkbox"
              checked={follow.events.includes(event)}
              disabled={update.isPending}
              onChange={(e) => toggle(event, e.target.checked)}
            />
            {FOLLOW_EVENT_LABELS[event]}
          </label>
        ))}
        {follow.kind === 'team' && (
          <label className={styles.check}>
            Remind me
            <select
              value={follow.leadMinutes}
              disabled={update.isPending || !follow.events.includes('match-starting')}
              onChange={(e) =>
                update.mutate(
                  { id: follow.id, body: { leadMinutes: Number(e.target.value) as 15 | 30 | 60 } },
                  { onError },
                )
              }
            >
              {LEAD_TIMES.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {minutes} min before
                </option>
              ))}
            </select>
          </label>
        )}
      </fieldset>
    </li>
  );
}

function CalendarFeed() {
  const settings = useFollowSettings();
  const reset = useResetCalendar();
  const { showToast } = useToast();
  if (!settings.data) return null;
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <div className={styles.block}>
      <h3 className={styles.listTitle}>Your calendar</h3>
      <p className={styles.muted}>
        The matches of the teams you follow, as a calendar feed. The address is yours alone: reset it if you
        shared it by mistake.
      </p>
      <div className={styles.actionsRow}>
        <a href={webcalUrl(origin, settings.data.calendarPath)} className={buttonClass('secondary', 'sm')}>
          <CalendarPlus size={14} aria-hidden="true" />
          Subscribe in your calendar
        </a>
        <Button
          variant="ghost"
          size="sm"
          disabled={reset.isPending}
          onClick={() =>
            reset.mutate(undefined, {
              onSuccess: () => showToast('A new calendar address is ready; the old one no longer works.'),
              onError: (error) =>
                showToast(errorMessage(error, 'Could not reset the address'), { tone: 'error' }),
            })
          }
        >
          <RefreshCw size={14} aria-hidden="true" />
          Reset the address
        </Button>
      </div>
      <code className={styles.feedUrl}>{`${origin}${settings.data.calendarPath}`}</code>
    </div>
  );
}

/** The profile's part of "Following": each follow's choices, the mute switch, this browser, the calendar. */
export function FollowPreferences({ follows }: { follows: Follow[] }) {
  const settings = useFollowSettings();
  const mute = useUpdateFollowSettings();
  const { showToast } = useToast();
  return (
    <div className={styles.preferences}>
      <div className={styles.block}>
        <h3 className={styles.listTitle}>Notifications</h3>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={settings.data?.muted ?? false}
            disabled={!settings.data || mute.isPending}
            onChange={(e) =>
              mute.mutate(
                { muted: e.target.checked },
                {
                  onError: (error) =>
                    showToast(errorMessage(error, 'Could not change it'), { tone: 'error' }),
                },
              )
            }
          />
          Mute everything (your follows and choices stay)
        </label>
        <PushSwitch />
      </div>
      {follows.length > 0 && (
        <div className={styles.block}>
          <h3 className={styles.listTitle}>What each follow tells you</h3>
          <ul className={styles.choices}>
            {follows.map((follow) => (
              <FollowChoices key={follow.id} follow={follow} />
            ))}
          </ul>
        </div>
      )}
      <CalendarFeed />
    </div>
  );
}
