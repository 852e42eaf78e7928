/** Shared set-up of the web tests that render the staff portal's dialogs and send its requests. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { ToastProvider } from '../components/ui/toast.tsx';
import { startSession } from '../lib/session.ts';

/** jsdom has no modal dialogs: open and close just toggle the attribute. */
export function fakeModalDialogs(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

/** A staff login, as the portal's writes require one before sending anything. */
export function startStaffSession(): void {
  startSession('header.e30.signature', {
    id: 2,
    username: 'demo_admin',
    email: '',
    role: 'admin',
    createdAt: '',
    updatedAt: '',
  });
}

/** A JSON answer for a mocked fetch. */
export function jsonAnswer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The JSON body a mocked fetch was called with (the first call unless told). */
export function sentBody(fetchMock: { mock: { calls: Parameters<typeof fetch>[] } }, call = 0): unknown {
  return JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body));
}

/** The texts an element's aria-describedby names, in order. */
export function describedTexts(element: Element): (string | null | undefined)[] {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);
}

/**
 * The set-up of a test file whose dialogs send requests: modal dialogs, a staff login, and a fresh fetch
 * mock per test (returned, to answer and inspect the requests).
 */
export function setUpPortalRequests() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeAll(() => {
    fakeModalDialogs();
    startStaffSession();
  });
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}

/** Renders portal UI with what it needs around it: a query client and the toasts. */
export function renderInPortal(ui: ReactNode) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>{ui}</ToastProvider>
    </QueryClientProvider>,
  );
}
