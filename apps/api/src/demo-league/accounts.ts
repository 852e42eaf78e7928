/**
 * Demo accounts (docs/product/settings.md#demo-data): one per role with a shared, published password, plus
 * plain members who write and like articles. They exist only in demo data; a real deployment creates its own
 * admin.
 */
import type { Role } from '@league/shared/domain/league';
import { MEMBER_NAMES } from './words.ts';

export const DEMO_PASSWORD = 'volley-demo-1';

export interface Account {
  id: number;
  username: string;
  email: string;
  role: Role;
  /** Days before the current week the account was created. */
  daysAgo: number;
}

export function listAccounts(): Account[] {
  const demo: Account[] = [
    { id: 1, username: 'demo_user', email: 'user@demo.league', role: 'user', daysAgo: 300 },
    { id: 2, username: 'demo_admin', email: 'admin@demo.league', role: 'admin', daysAgo: 400 },
    { id: 3, username: 'demo_superadmin', email: 'superadmin@demo.league', role: 'superadmin', daysAgo: 500 },
  ];
  const members = MEMBER_NAMES.map(
    (username, index): Account => ({
      id: demo.length + index + 1,
      username,
      email: `${username.replace(/_/g, '.')}@demo.league`,
      role: 'user',
      daysAgo: 250 - index * 17,
    }),
  );
  return [...demo, ...members];
}
