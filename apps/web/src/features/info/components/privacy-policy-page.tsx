import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { paths } from '../../../config/paths.ts';
import { SETTINGS } from '../../../config/settings.ts';
import styles from './info.module.css';

export function PrivacyPolicyPage() {
  const name = SETTINGS.siteName;
  return (
    <>
      <PageMeta page="privacyPolicy" />
      <PageHeader eyebrow="Legal" title="Privacy Policy" />
      <div className={styles.prose}>
        <p className={styles.updated}>This policy applies from season 14 onwards.</p>
        <h2>Who we are</h2>
        <p>
          {name} is a volunteer-run community league. This site publishes the league's schedules, results,
          statistics and articles. It is run by the league's team administrators, who are the only people with
          access to the information described below.
        </p>
        <h2>What we collect</h2>
        <ul>
          <li>
            <strong>Visitors</strong> can browse every public page without an account. We do not use
            advertising or tracking cookies.
          </li>
          <li>
            <strong>Members</strong> give a username, an e-mail address and a password when they sign up. The
            password is stored only as a salted one-way hash; nobody, including staff, can read it.
          </li>
          <li>
            <strong>Articles and likes</strong>: articles you write are stored with your username, and we
            record which articles you liked so you can only like each one once.
          </li>
          <li>
            <strong>League data</strong>: player names as used in the game, team rosters and match statistics
            are public by nature, since they are the league's record.
          </li>
        </ul>
        <h2>What your browser stores</h2>
        <p>
          When you log in, your browser keeps a sign-in token and your basic account details in local storage
          so you stay logged in. Logging out removes them. Your light or dark theme choice is stored the same
          way.
        </p>
        <h2>Other services</h2>
        <p>
          Some content comes from other services, which receive your browser's usual request information when
          it loads: the home page video (embedded in privacy-enhanced mode, and it never plays before you
          scroll to it), player avatars from the game platform, and images that article writers link to. Links
          to the chat community, the game and our social channels take you to those services and their own
          policies.
        </p>
        <h2>Who can see what</h2>
        <ul>
          <li>Everyone can see public league data and approved articles with their author's username.</li>
          <li>Your e-mail address is visible only to you; it is never shown to other members.</li>
          <li>
            <strong>Admins</strong> manage content: they review, approve or reject articles and keep league
            data accurate.
          </li>
          <li>
            <strong>Superadmins</strong> additionally manage user roles and site settings.
          </li>
        </ul>
        <h2>How long we keep it</h2>
        <p>
          Account data is kept while your account exists. League statistics and records are kept permanently
          as part of the league's history.
        </p>
        <h2>Your choices</h2>
        <p>
          You can ask us to correct your details, remove an article you wrote or delete your account. Contact
          the team administrators through the <Link to={paths.contact()}>Contact page</Link>; we will confirm
          the request through the chat community or e-mail before acting on it.
        </p>
        <h2>Changes</h2>
        <p>
          If this policy changes in a way that matters, we will announce it in the chat community before the
          new version applies.
        </p>
      </div>
    </>
  );
}
