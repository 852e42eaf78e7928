import type { PortalIconName } from '@league/shared/pages';
import {
  Award,
  BadgeCheck,
  CalendarRange,
  ChartColumn,
  CodeXml,
  Gamepad2,
  History,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  Newspaper,
  Radio,
  Settings,
  Shirt,
  Swords,
  UserRound,
  Users,
  Vote,
} from 'lucide-react';

/**
 * The portal's menu icons by the names the page catalogue gives its screens (packages/shared/src/pages.ts
 * has no React): a screen whose icon is missing here does not compile.
 */
export const PORTAL_ICONS = {
  'layout-dashboard': LayoutDashboard,
  users: Users,
  'calendar-range': CalendarRange,
  shirt: Shirt,
  'user-round': UserRound,
  'badge-check': BadgeCheck,
  'gamepad-2': Gamepad2,
  swords: Swords,
  inbox: Inbox,
  radio: Radio,
  'chart-column': ChartColumn,
  newspaper: Newspaper,
  award: Award,
  vote: Vote,
  history: History,
  'code-xml': CodeXml,
  settings: Settings,
} as const satisfies Record<PortalIconName, LucideIcon>;
