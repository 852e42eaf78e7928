import { parseSeasonNumber } from '@league/shared/domain/list-filters';
import { teamNameFromParam } from '@league/shared/domain/slug';
import { pickTeam } from '@league/shared/domain/team-page';
import { describeTeamPage } from '@league/shared/entity-page-text';
import type { TeamDetail } from '@league/shared/schemas/teams';
import { Link, useParams } from 'react-router';

import { buttonClass } from '../../../components/ui/button.tsx';

import { absoluteUrl, PageMeta } from '../../../components/ui/page-meta.tsx';

import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';

import { paths, teamPath } from '../../../config/paths.ts';

import { SETTINGS } from '../../../config/settings.ts';

import { useSearchParam } from '../../../hooks/use-search-param.ts';

import { ApiError, errorMessage } from '../../../lib/api-client.ts';

import { useLiveTeam } from '../api/live-team.ts';
import { useTeamsByName } from '../api/teams-api.ts';

import { TeamHeadToHead } from './team-head-to-head.tsx';
import { TeamHero, TeamHeroSkeleton } from './team-hero.tsx';
import { TeamLiveMatch } from './team-live-match.tsx';

import styles from './team-page.module.css';
import { TeamSections } from './team-sections.tsx';

function BackToTeams() {
  return (
    <Link to={paths.teams()} className={buttonClass('secondary')}>
      Back to teams
    </Link>
  );
}

export function TeamPage() {
  const { teamName } = useParams();
  const name = teamNameFromParam(teamName);
  const [seasonParam] = useSearchParam('season');
  const season = parseSeasonNumber(seasonParam);
  const teams = useTeamsByName(name);
  // A game published or corrected while the page is open shows at once (docs/product/live.md#pages-that-update).
  useLiveTeam();

  if (name === '') return <TeamNotFound />;
  if (teams.isPending) {
    return (
      <div className={styles.page} aria-busy="true">
        <span className="visually-hidden" role="status">
          Loading team…
        </span>
        <TeamHeroSkeleton />
      </div>
    );
  }
  if (teams.isError) {
    if (teams.error instanceof ApiError && teams.error.status === 404) return <TeamNotFound />;
    return (
      <>
        <PageMeta title="Team" description={`A team of the ${SETTINGS.siteName}.`} noIndex />
        <ErrorState message={errorMessage(teams.error)} onRetry={() => teams.refetch()} />
      </>
    );
  }
  const team = pickTeam(teams.data, season);
  if (!team) return <TeamNotFound />;
  return (
    <div className={styles.page}>
      <PageMeta
        {...describeTeamPage(team, SETTINGS.siteName)}
        path={teamPath(team.name, team.season.seasonNumber)}
        jsonLd={sportsTeamJsonLd(team)}
      />
      <TeamHero team={team} seasons={teams.data} requestedSeason={season} />
      <TeamLiveMatch teamName={team.name} />
      {/* A new season's team starts with its sections hidden again (docs/product/teams.md#team-page). */}
      <TeamSections key={team.id} team={team} />
      <TeamHeadToHead teams={teams.data} />
    </div>
  );
}

function TeamNotFound() {
  return (
    <>
      <PageMeta title="Team" description="This team could not be found." noIndex />
      <EmptyState message="Team not found." action={<BackToTeams />} />
    </>
  );
}

function sportsTeamJsonLd(team: TeamDetail): Record<string, unknown> {
  return {
    '@type': 'SportsTeam',
    name: team.name,
    sport: 'Volleyball',
    url: absoluteUrl(teamPath(team.name, team.season.seasonNumber)),
    logo: team.logoUrl?.startsWith('http') ? team.logoUrl : undefined,
    memberOf: { '@type': 'SportsOrganization', name: SETTINGS.siteName },
    athlete: team.players.map((player) => ({
      '@type': 'Person',
      name: player.name,
      url: absoluteUrl(paths.player(player.id)),
    })),
  };
}
