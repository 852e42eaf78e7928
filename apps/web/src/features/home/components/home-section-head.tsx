import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './home-section-head.module.css';

interface HomeSectionHeadProps {
  /** The heading's id, which names the section (aria-labelledby). */
  id: string;
  /** The heading's own size and weight (each section's). */
  className: string | undefined;
  children: ReactNode;
  /** Where the whole of it is, and the link's words. */
  to: string;
  linkText: string;
}

/** A home page section's heading with a link to the whole of it at the other end (Full schedule, All articles). */
export function HomeSectionHead({ id, className, children, to, linkText }: HomeSectionHeadProps) {
  return (
    <div className={styles.head}>
      <h2 id={id} className={className}>
        {children}
      </h2>
      <Link to={to} className={styles.all}>
        {linkText} <ArrowRight size={16} aria-hidden="true" />
      </Link>
    </div>
  );
}
