import type { Action } from '@league/shared/domain/permissions';
import {
  Award,
  CalendarRange,
  ChartColumn,
  Gamepad2,
  History,
  LayoutDashboard,
  type LucideIcon,
  Newspaper,
  Settings,
  Shirt,
  Swords,
  UserRound,
  Users,
} from 'lucide-react';

/** Every portal screen (docs/product/portal.md#pages), in sidebar order; `path` is relative to /portal. */
export interface PortalSection {
  key: string;
  label: string;
  path: string;
  icon: LucideIcon;
  /** The dashboard's quick-action label. */
  action: string;
  /** Shown only to those allowed this (the server refuses the others anyway). */
  permission?: Action;
}

export const PORTAL_SECTIONS: readonly PortalSection[] = [
  { key: 'dashboard', label: 'Dashboard', path: '', icon: LayoutDashboard, action: 'Dashboard' },
  { key: 'users', label: 'Users', path: 'users', icon: Users, action: 'Manage Users' },
  { key: 'seasons', label: 'Seasons', path: 'seasons', icon: CalendarRange, action: 'Manage Seasons' },
  { key: 'teams', label: 'Teams', path: 'teams', icon: Shirt, action: 'Manage Teams' },
  { key: 'players', label: 'Players', path: 'players', icon: UserRound, action: 'Manage Players' },
  { key: 'games', label: 'Games', path: 'games', icon: Gamepad2, action: 'Manage Games' },
  { key: 'matches', label: 'Matches', path: 'matches', icon: Swords, action: 'Manage Matches' },
  { key: 'stats', label: 'Stats', path: 'stats', icon: ChartColumn, action: 'Manage Stats' },
  { key: 'articles', label: 'Articles', path: 'articles', icon: Newspaper, action: 'Manage Articles' },
  { key: 'awards', label: 'Awards', path: 'awards', icon: Award, action: 'Manage Awards' },
  { key: 'activity', label: 'Activity', path: 'activity', icon: History, action: 'View Activity' },
  {
    key: 'settings',
    label: 'Settings',
    path: 'settings',
    icon: Settings,
    action: 'Settings',
    permission: 'settings:manage',
  },
];
