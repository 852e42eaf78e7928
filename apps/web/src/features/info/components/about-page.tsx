import { ChartBar, type LucideIcon, MessageCircle, Rocket, ShieldCheck, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { paths } from '../../../config/paths.ts';
import { SETTINGS } from '../../../config/settings.ts';
import styles from './info.module.css';

function Section({ title, Icon, children }: { title: string; Icon: LucideIcon; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <span className={styles.sectionIcon}>
        <Icon size={22} aria-hidden="true" />
      </span>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

export function AboutPage() {
  const name = SETTINGS.siteName;
  return (
    <>
      <PageMeta page="about" />
      <PageHeader
        eyebrow="About"
        title={`About ${name}`}
        lead={`${name} is a community-run competitive league for the volleyball game on the game platform. Teams play organised seasons with a regular season, a double-elimination playoff bracket and a champion at the end; this site is the league's record of all of it.`}
      />
      <div className={styles.sections}>
        <Section title="League management" Icon={Trophy}>
          <p>
            Every season is planned by a small volunteer staff team. They open team signups, build the
            bracket, schedule each round and assign hosts and referees so every match starts on time with fair
            settings.
          </p>
          <ul>
            <li>Seasons run for at least ten weeks, with about a month off between them.</li>
            <li>Match times are set in the league's time zone; the schedule can show your local time.</li>
            <li>Placements, awards and records are confirmed by staff before they appear here.</li>
          </ul>
        </Section>
        <Section title="Statistics" Icon={ChartBar}>
          <p>
            Our stats team records a full line for every player in every tracked game: spikes and ape shots,
            blocks, assists, digs, block follows, aces and every kind of error.
          </p>
          <ul>
            <li>
              The <Link to={paths.stats()}>leaderboard</Link> sorts players and teams by totals, per game or
              per set.
            </li>
            <li>
              <Link to={paths.records()}>Records</Link> keep the ten best single games and seasons for each
              stat.
            </li>
            <li>Player pages show careers, season splits, teammates and Hall of Fame progress.</li>
          </ul>
        </Section>
        <Section title="Community" Icon={MessageCircle}>
          <p>
            The league lives in its chat community: signups, announcements, match threads, highlight clips and
            a lot of friendly arguments about who really deserved MVP.
          </p>
          <ul>
            <li>
              Members can write <Link to={paths.articles()}>articles</Link> (previews, recaps, interviews) and
              like the ones they enjoy.
            </li>
            <li>
              Test your memory of past seasons with <Link to={paths.trivia()}>league trivia</Link>.
            </li>
          </ul>
        </Section>
        <Section title="Admin tools" Icon={ShieldCheck}>
          <p>
            Staff run the league from a private portal on this site. It keeps the public pages accurate
            without anyone editing spreadsheets by hand.
          </p>
          <ul>
            <li>Upload a game's stat sheet and check every row before it is saved.</li>
            <li>Manage seasons, teams, rosters, games, awards and the match schedule.</li>
            <li>Review members' articles before they are published.</li>
          </ul>
        </Section>
        <section className={`${styles.section} ${styles.wide}`}>
          <span className={styles.sectionIcon}>
            <Rocket size={22} aria-hidden="true" />
          </span>
          <h2 className={styles.sectionTitle}>Getting started</h2>
          <ol className={styles.steps}>
            <li className={styles.step}>
              <span className={styles.stepTitle}>Join the chat community</span>
              <span>Verify your game account there; that is where signups and announcements happen.</span>
            </li>
            <li className={styles.step}>
              <span className={styles.stepTitle}>Find a team</span>
              <span>Sign up with friends during team signups, or post in the free-agent channel.</span>
            </li>
            <li className={styles.step}>
              <span className={styles.stepTitle}>Create an account</span>
              <span>
                <Link to={paths.signup()}>Sign up</Link> on this site to like articles and write your own.
              </span>
            </li>
            <li className={styles.step}>
              <span className={styles.stepTitle}>Follow the season</span>
              <span>
                Check the <Link to={paths.schedules()}>schedule</Link> for your matches and the stats after
                each round.
              </span>
            </li>
          </ol>
        </section>
      </div>
    </>
  );
}
