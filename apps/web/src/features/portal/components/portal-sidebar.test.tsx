/**
 * The portal's menu lists the catalogue's screens (packages/shared/src/pages.ts), in its order, at its
 * links, and leaves out a screen the signed-in role may not use.
 */
import { PAGES, PORTAL_SCREEN_IDS } from '@league/shared/pages';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession, startSession } from '../../../lib/session.ts';
import { PortalSidebar } from './portal-sidebar.tsx';

function signIn(role: 'admin' | 'superadmin') {
  startSession('header.e30.signature', {
    id: 2,
    username: `demo_${role}`,
    email: '',
    role,
    createdAt: '',
    updatedAt: '',
  });
}

function menuAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <PortalSidebar />
    </MemoryRouter>,
  );
  const nav = screen.getByRole('navigation', { name: 'Staff portal' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => ({ label: link.textContent, href: link.getAttribute('href') }));
}

afterEach(() => {
  cleanup();
  endSession();
});

describe('the portal menu', () => {
  it("lists every screen of the catalogue for a superadmin, in the catalogue's order", () => {
    signIn('superadmin');
    expect(menuAt('/portal')).toEqual(
      PORTAL_SCREEN_IDS.map((id) => ({ label: PAGES.portal.screens[id].label, href: PAGES.portal.href(id) })),
    );
  });

  it('leaves Settings out for an admin', () => {
    signIn('admin');
    const labels = menuAt('/portal').map((link) => link.label);
    expect(labels).not.toContain('Settings');
    expect(labels).toHaveLength(PORTAL_SCREEN_IDS.length - 1);
    expect(labels.slice(0, 3)).toEqual(['Dashboard', 'Users', 'Seasons']);
  });

  it("names the current screen on the phone's menu button", () => {
    signIn('admin');
    menuAt('/portal/matches');
    expect(screen.getByRole('button', { name: /Portal menu ·\s*Matches$/ })).toBeTruthy();
    cleanup();
    menuAt('/portal');
    expect(screen.getByRole('button', { name: /Portal menu ·\s*Dashboard$/ })).toBeTruthy();
  });
});
