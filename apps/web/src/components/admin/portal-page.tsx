import type { ReactNode } from 'react';
import { SETTINGS } from '../../config/settings.ts';
import { PageMeta } from '../ui/page-meta.tsx';
import styles from './portal-page.module.css';

interface PortalPageProps {
  title: string;
  /** One line under the title saying what the page is for. */
  description: string;
  path: string;
  /** Buttons at the title's right (Create …, Import …). */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of every portal screen: its metadata (never indexed), a compact title row and the content. */
export function PortalPage({ title, description, path, actions, children }: PortalPageProps) {
  return (
    <>
      <PageMeta
        title={`${title} · Staff Portal`}
        description={description}
        path={path}
        noIndex
        jsonLd={{
          '@type': 'WebPage',
          name: title,
          description,
          isPartOf: { '@type': 'WebSite', name: SETTINGS.siteName },
        }}
      />
      <header className={styles.header}>
        <div className={styles.text}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.description}>{description}</p>
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </header>
      <div className={styles.body}>{children}</div>
    </>
  );
}
