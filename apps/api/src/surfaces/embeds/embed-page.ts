/**
 * The frame of every embed (docs/product/feeds-and-embeds.md#embeds): one small HTML document with its
 * styles inline and no script, themed by the query (light or dark, the league's colours), with a link back
 * to the page it comes from. Kept well under 30 KB so a host page pays almost nothing for it.
 */
import type { EmbedLook } from '@league/shared/domain/embeds';

export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Each theme's colours; an accent or background chosen by the query replaces the theme's own. */
const THEMES = {
  dark: {
    bg: '#0f1419',
    fg: '#e7ecf2',
    muted: '#9aa7b5',
    line: '#26313d',
    accent: '#f5a524',
    win: '#3ecf8e',
  },
  light: {
    bg: '#ffffff',
    fg: '#141a21',
    muted: '#5b6776',
    line: '#dde3ea',
    accent: '#b45309',
    win: '#15803d',
  },
} as const;

const STYLE = `*{box-sizing:border-box}html,body{margin:0}
body{background:var(--bg);color:var(--fg);font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;padding:12px}
a{color:var(--accent)}h1{font-size:15px;margin:0 0 8px;display:flex;justify-content:space-between;gap:8px;align-items:baseline}
h1 small{color:var(--muted);font-weight:400;font-size:12px}h2{font-size:13px;margin:12px 0 6px;color:var(--muted);text-transform:uppercase;letter-spacing:.04em}
table{width:100%;border-collapse:collapse;font-variant-numeric:tabular-nums}th,td{padding:5px 6px;border-bottom:1px solid var(--line);text-align:right;white-space:nowrap}
th{color:var(--muted);font-weight:600;font-size:12px}th:nth-child(2),td:nth-child(2){text-align:left;white-space:normal}
td.team,th.team{text-align:left}ol,ul{list-style:none;margin:0;padding:0}
.match{border:1px solid var(--line);border-radius:8px;padding:8px 10px;margin:0 0 8px}
.match p{margin:0;display:flex;justify-content:space-between;gap:8px}.match .meta{color:var(--muted);font-size:12px;margin-bottom:4px}
.won{font-weight:700;color:var(--win)}.score{font-variant-numeric:tabular-nums;font-weight:700}
.live{color:#fff;background:#dc2626;border-radius:4px;padding:0 5px;font-size:11px;font-weight:700}
.rounds{display:flex;gap:10px;overflow-x:auto}.round{min-width:170px}.empty{color:var(--muted)}
footer{margin-top:10px;font-size:12px;color:var(--muted);display:flex;justify-content:space-between;gap:8px}`;

export interface EmbedPage {
  /** The document's title and its heading. */
  title: string;
  /** A short line beside the heading (the season, the match's round). */
  caption?: string;
  /** The body, as HTML already escaped. */
  body: string;
  /** The site page it comes from (absolute), linked at the bottom. */
  pageUrl: string;
  /** Read again every this many seconds (a match being played, the day's schedule). */
  refreshSeconds?: number;
}

/** The embed's whole document. */
export function renderEmbedPage(page: EmbedPage, look: EmbedLook, siteName: string): string {
  const theme = THEMES[look.theme];
  const vars = `--bg:${look.background ?? theme.bg};--fg:${theme.fg};--muted:${theme.muted};--line:${theme.line};--accent:${look.accent ?? theme.accent};--win:${theme.win}`;
  const refresh = page.refreshSeconds ? `<meta http-equiv="refresh" content="${page.refreshSeconds}">` : '';
  return `<!doctype html>
<html lang="en" data-theme="${look.theme}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<meta name="color-scheme" content="${look.theme}">${refresh}
<title>${escapeHtml(`${page.title} | ${siteName}`)}</title>
<link rel="canonical" href="${escapeHtml(page.pageUrl)}">
<style>:root{${vars}}${STYLE}</style></head>
<body><h1>${escapeHtml(page.title)}${page.caption ? ` <small>${escapeHtml(page.caption)}</small>` : ''}</h1>
${page.body}
<footer><a href="${escapeHtml(page.pageUrl)}" target="_blank" rel="noopener">View on ${escapeHtml(siteName)} →</a>${
    page.refreshSeconds ? `<span>Updates every ${page.refreshSeconds} s</span>` : ''
  }</footer>
</body></html>
`;
}
