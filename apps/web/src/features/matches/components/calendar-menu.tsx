import { latePart } from '../../../lib/late-part.tsx';
import styles from './calendar-menu.module.css';

/**
 * The schedule's `Sync to calendar` menu and a team page's `Subscribe` (calendar-menu-view.tsx), late parts
 * of their pages (lib/late-part.tsx): the server draws their buttons, and their menus' code comes after
 * the page's; a tap meanwhile is kept.
 */
export const CalendarMenu = latePart(
  () => import('./calendar-menu-view.tsx').then((m) => m.CalendarMenuView),
  [styles],
);

export const TeamCalendarMenu = latePart(
  () => import('./calendar-menu-view.tsx').then((m) => m.TeamCalendarMenuView),
  [styles],
);
