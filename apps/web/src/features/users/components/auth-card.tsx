import type { ReactNode } from 'react';
import { Logo } from '../../../components/ui/logo.tsx';
import styles from './auth-card.module.css';

interface AuthCardProps {
  title: string;
  lead: string;
  children: ReactNode;
  footer: ReactNode;
}

/** The centred panel the login and sign-up forms sit in. */
export function AuthCard({ title, lead, children, footer }: AuthCardProps) {
  return (
    <section className={styles.wrap}>
      <div className={styles.card}>
        <header className={styles.header}>
          <Logo size={44} />
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
        </header>
        {/* The server draws the form, but the app sends it: without scripts it would send nothing useful. */}
        <noscript className={styles.noScript}>
          This form needs JavaScript: turn it on for this site to log in or sign up.
        </noscript>
        {children}
        <p className={styles.footer}>{footer}</p>
      </div>
    </section>
  );
}
