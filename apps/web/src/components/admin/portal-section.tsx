import { type ReactNode, useId } from 'react';
import styles from './portal-section.module.css';

interface PortalSectionProps {
  title: string;
  /** One line under the title saying what the section holds. */
  description: string;
  /** Buttons at the title's right (Add …). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * One titled part of a portal screen that holds several (the Settings page's webhooks, deliveries and the
 * sections that join them): a landmark named by its heading, the heading, its line and its buttons.
 */
export function PortalSection({ title, description, actions, children }: PortalSectionProps) {
  const titleId = useId();
  const heading = (
    <>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.muted}>{description}</p>
    </>
  );
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      {actions ? (
        <div className={styles.head}>
          <div>{heading}</div>
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

/** A short dashed note where a list or a screen has nothing to show (none yet, no access). */
export function PortalNote({ children }: { children: ReactNode }) {
  return <p className={styles.note}>{children}</p>;
}
