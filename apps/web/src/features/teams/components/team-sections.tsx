import { applyMode, deriveStats } from '@league/shared/domain/derived-stats';
import type { TeamDetail } from '@league/shared/schemas/teams';
import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { StatSummaryTable } from '../../players/components/stat-summary-table.tsx';
import { setsOfGames } from '../team-detail.ts';
import { TeamGamesList } from './team-games-list.tsx';
import { TeamPlayersTable } from './team-players-table.tsx';
import styles from './team-sections.module.css';

function Disclosure({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <section className={clsx(styles.section, open && styles.open)}>
      <h2 className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{title}</span>
          <ChevronDown size={20} aria-hidden="true" className={styles.chevron} />
        </button>
      </h2>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {open && children}
      </div>
    </section>
  );
}

/**
 * The team page's three toggles, all starting hidden (docs/product/teams.md#team-page): Players, Games, Team
 * Totals.
 */
export function TeamSections({ team }: { team: TeamDetail }) {
  const played = { games: team.games.length, sets: setsOfGames(team.games) };
  return (
    <div className={styles.sections}>
      <Disclosure title="Players">
        <TeamPlayersTable team={team} />
      </Disclosure>
      <Disclosure title="Games">
        <TeamGamesList team={team} />
      </Disclosure>
      <Disclosure title="Team Totals">
        <StatSummaryTable
          caption={`${team.name}, Season ${team.season.seasonNumber}: team totals and per-game averages`}
          rows={[
            { label: 'Total', games: played.games, values: deriveStats(team.totalStats), mode: 'total' },
            {
              label: 'Per Game',
              games: played.games,
              values: applyMode(team.totalStats, played, 'perGame'),
              mode: 'perGame',
            },
          ]}
        />
      </Disclosure>
    </div>
  );
}
