import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CalendarMenu, TeamCalendarMenu } from './calendar-menu.tsx';

afterEach(cleanup);

const origin = () => window.location.origin;
const google = (path: string) =>
  `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(origin().replace(/^https?:/, 'webcal:') + path)}`;

function fakeClipboard() {
  const writeText = vi.fn(async (_text: string) => {});
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

describe('CalendarMenu (issue 34: calendars that open no webcal link)', () => {
  it('offers the league feed to Google Calendar and as an address to copy', async () => {
    const writeText = fakeClipboard();
    render(<CalendarMenu teamNames={['Storm Crows', 'Tidal Wave']} />);
    fireEvent.click(screen.getByRole('button', { name: /SYNC TO CALENDAR/ }));
    const add = screen.getByRole('link', { name: 'Add to Google Calendar: the league schedule' });
    expect(add.getAttribute('href')).toBe(google('/calendar.ics'));
    fireEvent.click(screen.getByRole('button', { name: 'Copy calendar address: the league schedule' }));
    expect(await screen.findByText(`${origin()}/calendar.ics`)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${origin()}/calendar.ics`);
  });

  it('offers a chosen team’s feed the same ways', () => {
    fakeClipboard();
    render(<CalendarMenu teamNames={['Storm Crows', 'Tidal Wave']} />);
    fireEvent.click(screen.getByRole('button', { name: /SYNC TO CALENDAR/ }));
    expect(screen.queryByRole('link', { name: /Google Calendar: Storm Crows/ })).toBeNull();
    fireEvent.change(screen.getByLabelText('Subscribe to a team'), { target: { value: 'Storm Crows' } });
    expect(
      screen.getByRole('link', { name: 'Add to Google Calendar: Storm Crows' }).getAttribute('href'),
    ).toBe(google('/calendar/teams/storm-crows.ics'));
  });
});

describe('TeamCalendarMenu', () => {
  it('subscribes to the team’s own feed from its page', () => {
    render(<TeamCalendarMenu teamName="Storm Crows" />);
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    const webcal = screen.getByRole('link', { name: "Subscribe to Storm Crows's matches" });
    expect(webcal.getAttribute('href')).toBe(
      `${origin().replace(/^https?:/, 'webcal:')}/calendar/teams/storm-crows.ics`,
    );
    expect(
      screen.getByRole('link', { name: 'Add to Google Calendar: Storm Crows' }).getAttribute('href'),
    ).toBe(google('/calendar/teams/storm-crows.ics'));
    expect(screen.getByRole('button', { name: 'Copy calendar address: Storm Crows' })).toBeTruthy();
  });
});
