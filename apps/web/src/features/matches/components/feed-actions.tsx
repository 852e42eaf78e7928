import { googleCalendarUrl } from '@league/shared/domain/calendar-feeds';
import { Copy, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { copyText } from '../../../lib/clipboard.ts';
import styles from './calendar-menu.module.css';

interface FeedActionsProps {
  /** The page's origin (read once the menu is open: the server has no window). */
  origin: string;
  path: string;
  /** What the feed holds, for screen readers when several feeds' actions sit in one menu. */
  subject: string;
}

/**
 * The two ways in for calendars that open no `webcal:` link (Android, Google Calendar on the web): Google's
 * "add by URL" page, and the feed's https address to paste into any calendar's "From URL" field
 * (docs/product/schedule-and-matches.md#calendar-feeds). The address stays shown once copied, so a
 * browser that refuses the clipboard still lets it be selected by hand.
 */
export function FeedActions({ origin, path, subject }: FeedActionsProps) {
  const address = `${origin}${path}`;
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => setCopied(await copyText(address));
  return (
    <>
      <a
        className={styles.item}
        href={googleCalendarUrl(origin, path)}
        target="_blank"
        rel="noopener noreferrer"
      >
        <ExternalLink size={16} aria-hidden="true" />
        Add to Google Calendar<span className="visually-hidden">: {subject}</span>
      </a>
      <button type="button" className={styles.item} onClick={() => void copy()}>
        <Copy size={16} aria-hidden="true" />
        Copy calendar address<span className="visually-hidden">: {subject}</span>
      </button>
      <p className={styles.address} role="status">
        {copied === null ? null : copied ? 'Copied: ' : 'Copy this address: '}
        {copied === null ? null : <code>{address}</code>}
      </p>
    </>
  );
}
