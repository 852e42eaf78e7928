/** Roles of the docs/product/accounts.md#permissions table; any other value is treated as no role at all. */
export const STAFF_ROLES = ['admin', 'superadmin'] as const;
export const ARTICLE_AUTHOR_ROLES = ['user', 'admin', 'superadmin'] as const;

export function isStaff(role: string | null | undefined): boolean {
  return role === 'admin' || role === 'superadmin';
}

export function canWriteArticles(role: string | null | undefined): boolean {
  return (ARTICLE_AUTHOR_ROLES as readonly string[]).includes(role ?? '');
}

/** Label for a known role, or null so unknown values are not shown (docs/product/accounts.md#data). */
export function roleLabel(role: string | null | undefined): string | null {
  switch (role) {
    case 'user':
      return 'User';
    case 'admin':
      return 'Admin';
    case 'superadmin':
      return 'Superadmin';
    default:
      return null;
  }
}
