import { CalendarDays, ChartBar, CircleQuestionMark, ListOrdered, Medal, Trophy, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { paths } from '../../../config/paths.ts';
import { SETTINGS } from '../../../config/settings.ts';
import { latePart } from '../../../lib/late-part.tsx';
import { useSession } from '../../../lib/session.ts';
import { StandingsTables } from '../../standings/components/standings-tables.tsx';
import { FeaturedArticles } from './featured-articles.tsx';
import styles from './home-page.module.css';
import { HomeVideo } from './home-video.tsx';
import { NextUp } from './next-up.tsx';
import { useJoinInvite } from './use-join-invite.ts';

// What a member follows, with its settings (push, calendar feed, chat messages), is a late part of the
// page: a guest, for whom the server draws the page, never downloads it.
const FollowingSection = latePart(() =>
  import('../../follows/components/following-section.tsx').then((m) => m.FollowingSection),
);

const EXPLORE = [
  {
    to: paths.schedules(),
    title: 'Schedules',
    text: 'Upcoming matches and results, two weeks at a time.',
    Icon: CalendarDays,
  },
  {
    to: paths.standings(),
    title: 'Standings',
    text: 'Where every team stands, and what each one needs.',
    Icon: ListOrdered,
  },
  { to: paths.stats(), title: 'Stats', text: 'Sort every player and team by any stat.', Icon: ChartBar },
  { to: paths.records(), title: 'Records', text: 'The best single games and seasons ever.', Icon: Trophy },
  { to: paths.players(), title: 'Players', text: 'Careers, teams, awards and averages.', Icon: Users },
  {
    to: paths.awards(),
    title: 'Awards',
    text: 'MVPs, finals heroes and the best at every role.',
    Icon: Medal,
  },
  {
    to: paths.trivia(),
    title: 'Trivia',
    text: 'Guess the player or team from a handful of hints.',
    Icon: CircleQuestionMark,
  },
];

/** Home's table: the current season's regular phase, every region and division. */
const CURRENT_TABLE = { season: null, phase: null, region: null, division: null };

export function HomePage() {
  const invite = useJoinInvite();
  const { token } = useSession();
  return (
    <>
      <PageMeta
        page="home"
        jsonLd={{
          '@type': 'SportsOrganization',
          name: SETTINGS.siteName,
          sport: 'Volleyball',
          url: SETTINGS.publicUrl,
          sameAs: [SETTINGS.links.chat, SETTINGS.links.video, SETTINGS.links.social],
        }}
      />
      <div className={styles.page}>
        {/* Match night first: on a phone the block comes before the video, on the first screen; from
            900 px the video sits beside the introduction (docs/product/home.md#pages). */}
        <div className={styles.top}>
          <section className={styles.hero} aria-labelledby="hero-heading">
            <p className={styles.eyebrow}>Season {SETTINGS.currentSeason} · Community volleyball</p>
            <h1 id="hero-heading" className={styles.title}>
              Every set, every stat, every season.
            </h1>
            <p className={styles.lead}>
              {SETTINGS.siteName} is a player-run league on the game platform. Follow the schedule, dig into
              the numbers, relive the records and read what the community is writing.
            </p>
            <div className={styles.heroActions}>
              <Button size="lg" onClick={invite}>
                Join the League
              </Button>
              <Link to={paths.schedules()} className={buttonClass('secondary', 'lg')}>
                See the schedule
              </Link>
            </div>
          </section>
          <div className={styles.nextUp}>
            <NextUp />
          </div>
          <div className={styles.video}>
            <HomeVideo />
          </div>
        </div>

        {/* A member's teams and players; nothing for guests, for whom the server draws the page. */}
        {token && <FollowingSection />}

        <section aria-labelledby="home-standings-heading" className={styles.standings}>
          <div className={styles.standingsHead}>
            <h2 id="home-standings-heading" className={styles.sectionTitle}>
              Standings
            </h2>
            <Link to={paths.standings()} className={buttonClass('ghost')}>
              Full table
            </Link>
          </div>
          <StandingsTables view={CURRENT_TABLE} compact />
        </section>
        <FeaturedArticles />

        <section aria-labelledby="explore-heading" className={styles.explore}>
          <h2 id="explore-heading" className={styles.sectionTitle}>
            Explore the league
          </h2>
          <ul className={styles.exploreGrid}>
            {EXPLORE.map(({ to, title, text, Icon }) => (
              <li key={to}>
                <Link to={to} className={styles.exploreCard}>
                  <Icon size={24} aria-hidden="true" className={styles.exploreIcon} />
                  <span className={styles.exploreTitle}>{title}</span>
                  <span className={styles.exploreText}>{text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.cta} aria-labelledby="cta-heading">
          <div>
            <h2 id="cta-heading" className={styles.sectionTitle}>
              Want to play?
            </h2>
            <p className={styles.ctaText}>
              Team signups, free agents, match announcements and the post-game banter all live in our chat
              community. New players are always welcome.
            </p>
          </div>
          <Button size="lg" onClick={invite}>
            Join the Community
          </Button>
        </section>
      </div>
    </>
  );
}
