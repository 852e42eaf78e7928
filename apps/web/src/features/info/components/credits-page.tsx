import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { SETTINGS } from '../../../config/settings.ts';
import { initials } from '../../avatars/components/avatar.tsx';
import styles from './credits-page.module.css';

/** What each credited role did for the site. */
const ROLE_NOTES: Record<string, string> = {
  'Project Lead':
    'Set the direction of the site, kept the league staff in the loop and decided what shipped.',
  'Systems & Deployment Engineer':
    'Built the servers, the database and the deployment that keep the site up.',
  'Fullstack Engineer': 'Wrote the pages, the API and the tools staff use to run each season.',
  'Graphic Designer': 'Drew the league identity, the logo and the look of the site.',
};

export function CreditsPage() {
  return (
    <>
      <PageMeta page="credits" />
      <PageHeader
        eyebrow="Credits"
        title="The people behind the site"
        lead="This site was built by league members in their spare time. Thank you to everyone who tested it, reported bugs and tracked stats."
      />
      <ul className={styles.grid}>
        {SETTINGS.credits.map((person) => (
          <li key={person.name} className={styles.card}>
            <span className={styles.avatar} aria-hidden="true">
              {initials(person.name)}
            </span>
            <h2 className={styles.name}>{person.name}</h2>
            <p className={styles.role}>{person.role}</p>
            {ROLE_NOTES[person.role] && <p className={styles.note}>{ROLE_NOTES[person.role]}</p>}
          </li>
        ))}
      </ul>
    </>
  );
}
