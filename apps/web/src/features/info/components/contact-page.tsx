import { CircleQuestionMark, Mail, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { paths } from '../../../config/paths.ts';
import { SETTINGS } from '../../../config/settings.ts';
import styles from './info.module.css';

export function ContactPage() {
  const { email, chat } = SETTINGS.links;
  return (
    <>
      <PageMeta page="contact" />
      <PageHeader
        eyebrow="Contact"
        title="Get in touch"
        lead="Questions about a match, a stat that looks wrong, a partnership idea or something on this site? Here is how to reach us."
      />
      <div className={styles.sections}>
        <section className={styles.section}>
          <span className={styles.sectionIcon}>
            <MessageCircle size={22} aria-hidden="true" />
          </span>
          <h2 className={styles.sectionTitle}>Chat community</h2>
          <p>
            The fastest way to reach staff. Open a ticket in the support channel or ask in general chat;
            moderators are around most evenings.
          </p>
          <p>
            <a href={chat} target="_blank" rel="noopener noreferrer">
              Join the chat community
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        </section>
        <section className={styles.section}>
          <span className={styles.sectionIcon}>
            <Mail size={22} aria-hidden="true" />
          </span>
          <h2 className={styles.sectionTitle}>E-mail</h2>
          <p>
            For anything private, such as account or privacy requests, sponsorship or press, write to the
            staff team. We usually answer within a few days.
          </p>
          <p>
            <a href={`mailto:${email}`}>{email}</a>
          </p>
        </section>
        <section className={styles.section}>
          <span className={styles.sectionIcon}>
            <CircleQuestionMark size={22} aria-hidden="true" />
          </span>
          <h2 className={styles.sectionTitle}>Help</h2>
          <p>
            Many questions about joining, signups, rules and stats are already answered in our frequently
            asked questions.
          </p>
          <p>
            <Link to={paths.help()}>Visit the help pages</Link>
          </p>
        </section>
      </div>
    </>
  );
}
