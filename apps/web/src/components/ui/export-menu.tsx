import { latePart } from '../../lib/late-part.tsx';
import styles from './export-menu.module.css';

/**
 * `Export` ▾ CSV / JSON (export-menu-view.tsx), a late part of its page (lib/late-part.tsx): the server
 * draws its button, and its menu and download code come after the page's; a tap meanwhile is kept.
 */
export const ExportMenu = latePart(
  () => import('./export-menu-view.tsx').then((m) => m.ExportMenuView),
  [styles],
);
