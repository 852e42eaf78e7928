/**
 * The bodies of the embeds (docs/product/feeds-and-embeds.md#embeds), as escaped HTML: a match, a list of
 * matches by day, a playoff bracket, a leaderboard's top rows, a standings table. Links open the site's
 * page in a new tab (an embed lives in someone else's page).
 */
import type { BracketSide } from '@league/shared/domain/bracket';
import { isMatchUnderway } from '@league/shared/domain/embeds';
import { paths } from '@league/shared/pages';
import type { Match } from '@league/shared/schemas/matches';
import { escapeHtml } from './embed-page.ts';

export interface RenderContext {
  publicUrl: string;
  timeZone: string;
  now: Date;
}

const link = (url: string, text: string) =>
  `<a href="${escapeHtml(url)}" target="_blank" rel="noopener">${escapeHtml(text)}</a>`;

function when(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** "Round 2 - Match 1" already names its round; another number is shown after the round. */
const matchLabel = (m: Match) =>
  m.matchNumber.startsWith(m.round) ? m.matchNumber : [m.round, m.matchNumber].filter(Boolean).join(' · ');

const setScores = (m: Match) =>
  [m.set1Score, m.set2Score, m.set3Score, m.set4Score, m.set5Score].filter((s): s is string => Boolean(s));

/** One match: both teams (the winner marked), the score once completed, when, and its round. */
export function renderMatch(match: Match, ctx: RenderContext): string {
  const done =
    match.status.toLowerCase() === 'completed' && match.team1Score !== null && match.team2Score !== null;
  const winner = done ? Math.sign((match.team1Score ?? 0) - (match.team2Score ?? 0)) : 0;
  const season = match.season.seasonNumber;
  const side = (name: string, score: number | null, won: boolean) =>
    `<p><span${won ? ' class="won"' : ''}>${link(ctx.publicUrl + paths.team(name, season), name)}</span>${
      done ? `<span class="score">${score}</span>` : ''
    }</p>`;
  const sets = done ? setScores(match) : [];
  const underway = isMatchUnderway(match, ctx.now);
  return `<div class="match" id="match-${match.id}"><p class="meta"><span>${escapeHtml(
    matchLabel(match),
  )}</span><span>${underway ? '<span class="live">UNDER WAY</span> ' : ''}<time datetime="${escapeHtml(
    match.date,
  )}">${escapeHtml(when(match.date, ctx.timeZone))}</time></span></p>${side(
    match.team1Name,
    match.team1Score,
    winner > 0,
  )}${side(match.team2Name, match.team2Score, winner < 0)}${
    sets.length > 0 ? `<p class="meta">Sets ${escapeHtml(sets.join(', '))}</p>` : ''
  }${match.gameId !== null && done ? `<p class="meta">${link(ctx.publicUrl + paths.game(match.gameId), 'Box score')}</p>` : ''}</div>`;
}

export function renderMatchList(matches: readonly Match[], ctx: RenderContext, empty: string): string {
  if (matches.length === 0) return `<p class="empty">${escapeHtml(empty)}</p>`;
  return matches.map((m) => renderMatch(m, ctx)).join('\n');
}

/** The bracket's sides, each a row of rounds, each round its matches (winner in bold). */
export function renderBracket(sides: readonly BracketSide[], ctx: RenderContext): string {
  if (sides.length === 0) return '<p class="empty">No playoff games yet.</p>';
  return sides
    .map(
      (side) =>
        `<h2>${escapeHtml(side.label)}</h2><div class="rounds">${side.rounds
          .map(
            (round) =>
              `<section class="round"><h2>${escapeHtml(round.label)}</h2>${round.matches
                .map(
                  (m) =>
                    `<div class="match">${m.teams
                      .map(
                        (t) =>
                          `<p><span${m.winnerId === t.id ? ' class="won"' : ''}>${escapeHtml(t.name)}</span><span class="score">${t.score}</span></p>`,
                      )
                      .join(
                        '',
                      )}<p class="meta">${link(ctx.publicUrl + paths.game(m.gameId), 'Game')}</p></div>`,
                )
                .join('')}</section>`,
          )
          .join('')}</div>`,
    )
    .join('\n');
}

export interface TableColumn {
  label: string;
  /** Left-aligned (a name) rather than a number. */
  text?: boolean;
}

/** A table of rows already turned to text; a cell may carry a link. */
export function renderTable(
  columns: readonly TableColumn[],
  rows: readonly (readonly (string | { text: string; url: string })[])[],
  empty: string,
): string {
  if (rows.length === 0) return `<p class="empty">${escapeHtml(empty)}</p>`;
  const head = columns
    .map((c) => `<th scope="col"${c.text ? ' class="team"' : ''}>${escapeHtml(c.label)}</th>`)
    .join('');
  const body = rows
    .map(
      (row) =>
        `<tr>${row
          .map((cell, i) => {
            const text = typeof cell === 'string' ? escapeHtml(cell) : link(cell.url, cell.text);
            return `<td${columns[i]?.text ? ' class="team"' : ''}>${text}</td>`;
          })
          .join('')}</tr>`,
    )
    .join('');
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}
