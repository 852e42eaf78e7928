import {
  ChevronDown,
  ExternalLink,
  Gamepad2,
  Info,
  Lock,
  type LucideIcon,
  Mail,
  MessageCircle,
  UserPlus,
} from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { paths } from '../../../config/paths.ts';
import { SETTINGS } from '../../../config/settings.ts';
import { buildFaq } from '../faq-data.ts';
import faq from './faq-page.module.css';
import styles from './info.module.css';

interface QuickLink {
  title: string;
  hint: string;
  Icon: LucideIcon;
  to?: string;
  href?: string;
}

const QUICK_LINKS: QuickLink[] = [
  {
    title: 'Chat community',
    hint: 'Signups, announcements and support',
    Icon: MessageCircle,
    href: SETTINGS.links.chat,
  },
  { title: 'Play the game', hint: 'The volleyball game we play', Icon: Gamepad2, href: SETTINGS.links.game },
  { title: 'Applications', hint: 'Join the staff team', Icon: UserPlus, to: paths.applications() },
  { title: 'About', hint: 'How the league works', Icon: Info, to: paths.about() },
  { title: 'Privacy Policy', hint: 'What we store and why', Icon: Lock, to: paths.privacyPolicy() },
  { title: 'Contact', hint: 'Reach the staff team', Icon: Mail, to: paths.contact() },
];

function QuickLinkCard({ link }: { link: QuickLink }) {
  const content = (
    <>
      <span className={styles.sectionIcon}>
        <link.Icon size={20} aria-hidden="true" />
      </span>
      <span className={styles.quickLinkText}>
        <span className={styles.quickLinkTitle}>
          {link.title}
          {link.href && (
            <>
              <ExternalLink size={14} aria-hidden="true" />
              <span className="visually-hidden">(opens in a new tab)</span>
            </>
          )}
        </span>
        <span className={styles.quickLinkHint}>{link.hint}</span>
      </span>
    </>
  );
  return link.href ? (
    <a href={link.href} className={styles.quickLink} target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  ) : (
    <Link to={link.to ?? '/'} className={styles.quickLink}>
      {content}
    </Link>
  );
}

export function FaqPage() {
  const groups = buildFaq(SETTINGS.siteName);
  return (
    <>
      <PageMeta
        page="faq"
        jsonLd={{
          '@type': 'FAQPage',
          mainEntity: groups.flatMap((group) =>
            group.items.map((item) => ({
              '@type': 'Question',
              name: item.question,
              acceptedAnswer: { '@type': 'Answer', text: item.answer.join(' ') },
            })),
          ),
        }}
      />
      <PageHeader
        eyebrow="Help"
        title="Frequently Asked Questions"
        lead="Quick answers about the league, its staff, its rules and this site. Can't find yours? Ask in the chat community."
      />
      <ul className={styles.quickLinks} aria-label="Quick links">
        {QUICK_LINKS.map((link) => (
          <li key={link.title}>
            <QuickLinkCard link={link} />
          </li>
        ))}
      </ul>
      <div className={faq.groups}>
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={`faq-${group.id}`} className={faq.group}>
            <h2 id={`faq-${group.id}`} className={faq.groupTitle}>
              {group.title}
            </h2>
            {group.items.map((item) => (
              <details key={item.question} className={faq.item}>
                <summary className={faq.question}>
                  <span>{item.question}</span>
                  <ChevronDown size={18} aria-hidden="true" className={faq.chevron} />
                </summary>
                <div className={faq.answer}>
                  {item.answer.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
              </details>
            ))}
          </section>
        ))}
      </div>
    </>
  );
}
