import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../../lib/session.ts';
import {
  fakeModalDialogs,
  jsonAnswer,
  sentBody,
  startStaffSession,
} from '../../../test/portal-test-support.tsx';
import { CreateArticleForm } from './create-article-form.tsx';

beforeAll(fakeModalDialogs);
beforeEach(() => {
  startStaffSession();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <CreateArticleForm />
      </MemoryRouter>
    </QueryClientProvider>,
  );
});
afterEach(() => {
  cleanup();
  endSession();
  vi.unstubAllGlobals();
});

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const create = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Create Article' }));
  });

describe('Create Article', () => {
  it('is a posted form: drawn by the server, it never sends the article in an address without scripts', () => {
    const form = screen.getByRole('button', { name: 'Create Article' }).closest('form');
    expect(form?.getAttribute('method')).toBe('post');
  });

  it('lists every failed field in "Please fix the following issues", in form order, and marks each field', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    type('Title', 'Finals preview');
    type('Summary', 'Too short.');
    type('Image URL', 'not a link');
    await create();
    const dialog = screen.getByRole('dialog', { name: 'Please fix the following issues' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Summary: Summary must be at least 50 characters',
      'Image URL: Please enter a valid URL',
      'Content: Content must be at least 240 characters',
    ]);
    expect(screen.getByLabelText('Summary').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the trimmed article and says it waits for approval', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonAnswer(201, { id: 9 }));
    vi.stubGlobal('fetch', fetchMock);
    type('Title', '  Finals preview  ');
    type('Summary', 'S'.repeat(60));
    type('Image URL', 'https://images.example.org/finals.png');
    type('Content', 'C'.repeat(260));
    await create();
    expect(sentBody(fetchMock)).toMatchObject({ title: 'Finals preview' });
    await screen.findByText(/Article submitted! It will appear on the site once staff approve it\./);
    expect(screen.getByLabelText('Title').hasAttribute('disabled')).toBe(true);
  });

  it('lists the server’s messages on "Validation failed", one line each, on their fields', async () => {
    const refused = {
      message: 'Validation failed',
      errors: [
        { path: 'title', message: 'Title must be at most 200 characters' },
        { path: 'content', message: 'Content must be at most 50000 characters' },
      ],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonAnswer(400, refused)),
    );
    type('Title', 'Finals preview');
    type('Summary', 'S'.repeat(60));
    type('Image URL', 'https://images.example.org/finals.png');
    type('Content', 'C'.repeat(260));
    await create();
    const alert = await screen.findByRole('alert');
    expect([...alert.querySelectorAll('p')].map((line) => line.textContent)).toEqual([
      'Title must be at most 200 characters',
      'Content must be at most 50000 characters',
    ]);
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
  });
});
