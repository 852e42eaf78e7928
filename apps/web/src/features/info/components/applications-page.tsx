import { ExternalLink } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { APPLICATION_CATEGORIES, APPLICATIONS, type ApplicationEntry } from '../applications-data.ts';
import styles from './applications-page.module.css';

function ApplicationCard({ entry }: { entry: ApplicationEntry }) {
  const open = entry.status === 'open';
  return (
    <article className={styles.card} data-status={entry.status}>
      <header className={styles.cardHead}>
        <div>
          <h3 className={styles.name}>{entry.name}</h3>
          <p className={styles.type}>{entry.type}</p>
        </div>
        <Badge tone={open ? 'success' : 'danger'}>{open ? 'Open' : 'Closed'}</Badge>
      </header>
      <p className={styles.description}>{entry.description}</p>
      <div className={styles.cardFoot}>
        {open && entry.url ? (
          <a
            href={entry.url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('primary', 'sm')}
          >
            Apply Now
            <ExternalLink size={14} aria-hidden="true" />
            <span className="visually-hidden">(opens in a new tab)</span>
          </a>
        ) : (
          <p className={styles.closed}>Applications Currently Closed</p>
        )}
      </div>
    </article>
  );
}

export function ApplicationsPage() {
  return (
    <>
      <PageMeta page="applications" />
      <PageHeader
        eyebrow="Get involved"
        title="Applications"
        lead="The league is run by volunteers. These are the roles we recruit for; when a round of applications opens, its card turns green with a link to the form."
      />
      <div className={styles.categories}>
        {APPLICATION_CATEGORIES.map((category) => {
          const entries = APPLICATIONS.filter((entry) => entry.category === category.id);
          if (entries.length === 0) return null;
          return (
            <section key={category.id} aria-labelledby={`apps-${category.id}`}>
              <h2 id={`apps-${category.id}`} className={styles.categoryTitle}>
                {category.title}
              </h2>
              <div className={styles.grid}>
                {entries.map((entry) => (
                  <ApplicationCard key={entry.id} entry={entry} />
                ))}
              </div>
            </section>
          );
        })}
      </div>
      <footer className={styles.footer}>
        <p>
          Applications are reviewed by the administration team. If you are accepted, a member of the team will
          contact you through the chat community; we cannot reply to every applicant who is not selected, but
          you are welcome to apply again in a later round.
        </p>
        <ul className={styles.legend} aria-label="Legend">
          <li>
            <Badge tone="success">Open</Badge> Accepting applications
          </li>
          <li>
            <Badge tone="danger">Closed</Badge> Not recruiting right now
          </li>
        </ul>
      </footer>
    </>
  );
}
