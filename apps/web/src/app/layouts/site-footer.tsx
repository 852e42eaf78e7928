import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo.tsx';
import { paths } from '../../config/paths.ts';
import { SETTINGS } from '../../config/settings.ts';
import { LINK_GROUPS } from './nav-links.ts';
import styles from './site-footer.module.css';
import { SocialLinks } from './social-links.tsx';

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brandColumn}>
          <Link to={paths.home()} className={styles.brand}>
            <Logo size={40} />
            <span>{SETTINGS.siteName}</span>
          </Link>
          <p className={styles.tagline}>
            Schedules, results, stats and stories from the community volleyball league, kept by its volunteers
            since season one.
          </p>
          <SocialLinks />
        </div>
        <nav className={styles.columns} aria-label="Footer">
          {LINK_GROUPS.map((group) => (
            <section key={group.title}>
              <h2 className={styles.groupTitle}>{group.title}</h2>
              <ul className={styles.list}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={styles.link}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
      </div>
      <p className={styles.copyright}>
        © {new Date().getFullYear()} {SETTINGS.siteName}
      </p>
    </footer>
  );
}
