import { GLOSSARY_SECTIONS } from '@league/shared/domain/glossary';
import { staticPageMeta } from '@league/shared/page-match';
import { BarChart3 } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { paths } from '../../../config/paths.ts';
import { SETTINGS } from '../../../config/settings.ts';
import styles from './glossary-page.module.css';

const { description: DESCRIPTION } = staticPageMeta('glossary', SETTINGS.siteName);

/**
 * Every stat's definition and formula (docs/product/stats.md#glossary), from the shared registry the column
 * headers read too; each entry has an anchor the headers' definitions link to.
 */
export function GlossaryPage() {
  const { hash } = useLocation();
  const current = decodeURIComponent(hash.slice(1));
  // The page is rendered after the route loads: scroll to the linked entry once it exists.
  useEffect(() => {
    if (!hash) return;
    document.getElementById(current)?.scrollIntoView({ block: 'start' });
  }, [hash, current]);

  return (
    <>
      <PageMeta
        page="glossary"
        jsonLd={{
          '@type': 'DefinedTermSet',
          name: `${SETTINGS.siteName} stat glossary`,
          description: DESCRIPTION,
          url: `${SETTINGS.publicUrl.replace(/\/$/, '')}${paths.glossary()}`,
        }}
      />
      <PageHeader
        eyebrow="Stats"
        title="Stat Glossary"
        lead="What every number on the leaderboard, the records and the player and team pages means, and how the derived ones are computed."
        actions={
          <Link to={paths.stats()} className={buttonClass('secondary')}>
            <BarChart3 size={16} aria-hidden="true" />
            Leaderboard
          </Link>
        }
      />
      <div className={styles.sections}>
        {GLOSSARY_SECTIONS.map((section) => (
          <section key={section.id} aria-labelledby={`${section.id}-title`} className={styles.section}>
            <h2 id={`${section.id}-title`} className={styles.title}>
              {section.title}
            </h2>
            <dl className={styles.list}>
              {section.entries.map((entry) => (
                // :target misses entries drawn after the address changed: the linked one is marked here.
                <div
                  key={entry.id}
                  id={entry.id}
                  className={entry.id === current ? `${styles.entry} ${styles.current}` : styles.entry}
                >
                  <dt className={styles.term}>
                    <a href={`#${entry.id}`} className={styles.anchor}>
                      {entry.term}
                    </a>
                  </dt>
                  <dd className={styles.definition}>
                    <p>{entry.definition}</p>
                    {entry.formula && (
                      <p className={styles.formula}>
                        <span className={styles.formulaLabel}>Formula</span> <code>{entry.formula}</code>
                      </p>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </>
  );
}
