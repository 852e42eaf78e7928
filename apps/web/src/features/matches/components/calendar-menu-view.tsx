import { LEAGUE_CALENDAR_PATH, teamCalendarPath, webcalUrl } from '@league/shared/domain/calendar-feeds';
import { CalendarPlus, ChevronDown, Download, Rss } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { usePopup } from '../../../hooks/use-popup.ts';
import styles from './calendar-menu.module.css';
import { FeedActions } from './feed-actions.tsx';

/**
 * SYNC TO CALENDAR: subscribe to the league's schedule or one team's (a `webcal:` link, which a phone
 * opens in its calendar app and keeps up to date; Google's page or the https address where `webcal:`
 * opens nothing), or download the league's matches as a file.
 */
export function CalendarMenuView({ teamNames }: { teamNames: readonly string[] }) {
  const { open, close, containerRef, panelId, toggleProps } = usePopup();
  const [team, setTeam] = useState('');
  const teamSelectId = useId();
  // Read only once open: a closed menu may be drawn by the server, which has no window.
  const origin = open ? window.location.origin : '';

  return (
    <div className={styles.area} ref={containerRef}>
      <button {...toggleProps} className={buttonClass('secondary', 'sm')}>
        <CalendarPlus size={16} aria-hidden="true" />
        SYNC TO CALENDAR
        <ChevronDown size={14} aria-hidden="true" />
      </button>
      {open && (
        <div id={panelId} className={styles.panel}>
          <a className={styles.item} href={webcalUrl(origin, LEAGUE_CALENDAR_PATH)} onClick={close}>
            <Rss size={16} aria-hidden="true" />
            Subscribe to the league schedule
          </a>
          <FeedActions origin={origin} path={LEAGUE_CALENDAR_PATH} subject="the league schedule" />
          <div className={styles.team}>
            <label htmlFor={teamSelectId}>Subscribe to a team</label>
            <div className={styles.teamRow}>
              <select id={teamSelectId} value={team} onChange={(event) => setTeam(event.target.value)}>
                <option value="">Choose a team…</option>
                {teamNames.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
              {team ? (
                <a
                  className={styles.subscribe}
                  href={webcalUrl(origin, teamCalendarPath(team))}
                  onClick={close}
                >
                  Subscribe
                </a>
              ) : (
                <span className={styles.subscribe} aria-disabled="true">
                  Subscribe
                </span>
              )}
            </div>
            {team && <FeedActions key={team} origin={origin} path={teamCalendarPath(team)} subject={team} />}
          </div>
          <a className={styles.item} href={LEAGUE_CALENDAR_PATH} download="league.ics" onClick={close}>
            <Download size={16} aria-hidden="true" />
            Download the schedule (.ics)
          </a>
          <p className={styles.note}>Subscriptions update by themselves when matches are added or played.</p>
        </div>
      )}
    </div>
  );
}

/**
 * A team page's `Subscribe`: the team's feed only, the same three ways in as the schedule's menu.
 */
export function TeamCalendarMenuView({ teamName }: { teamName: string }) {
  const { open, close, containerRef, panelId, toggleProps } = usePopup();
  const origin = open ? window.location.origin : '';
  const path = teamCalendarPath(teamName);
  return (
    <div className={styles.area} ref={containerRef}>
      <button {...toggleProps} className={buttonClass('secondary', 'sm')}>
        <CalendarPlus size={16} aria-hidden="true" />
        Subscribe
        <ChevronDown size={14} aria-hidden="true" />
      </button>
      {open && (
        <div id={panelId} className={`${styles.panel} ${styles.startPanel}`}>
          <a className={styles.item} href={webcalUrl(origin, path)} onClick={close}>
            <Rss size={16} aria-hidden="true" />
            Subscribe to {teamName}'s matches
          </a>
          <FeedActions origin={origin} path={path} subject={teamName} />
          <p className={styles.note}>Subscriptions update by themselves when matches are added or played.</p>
        </div>
      )}
    </div>
  );
}
