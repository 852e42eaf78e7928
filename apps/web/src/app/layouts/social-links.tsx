import { AtSign, Gamepad2, type LucideIcon, MessageCircle, SquarePlay } from 'lucide-react';
import { SETTINGS } from '../../config/settings.ts';
import styles from './site-footer.module.css';

const SOCIALS: { key: keyof typeof SETTINGS.links; label: string; Icon: LucideIcon }[] = [
  { key: 'chat', label: 'Chat community', Icon: MessageCircle },
  { key: 'game', label: 'Play the game', Icon: Gamepad2 },
  { key: 'video', label: 'Video channel', Icon: SquarePlay },
  { key: 'social', label: 'Social feed', Icon: AtSign },
];

export function SocialLinks() {
  return (
    <ul className={styles.socials}>
      {SOCIALS.map(({ key, label, Icon }) => (
        <li key={key}>
          <a
            href={SETTINGS.links[key]}
            className={styles.social}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${label} (opens in a new tab)`}
            title={label}
          >
            <Icon size={20} aria-hidden="true" />
          </a>
        </li>
      ))}
    </ul>
  );
}
