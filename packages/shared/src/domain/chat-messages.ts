/**
 * What the league posts to its chat (docs/product/chat-webhooks.md#messages): the events, the facts each one
 * carries, and the message in the chat's embed format (Discord: title, fields, colour, a link back to the
 * site). Pure: the server stores an event's facts with the write that caused it and renders the message when
 * it delivers, with the site's public address of that moment.
 */

export const CHAT_EVENTS = [
  'match-completed',
  'game-uploaded',
  'article-approved',
  'tonights-matches',
  'pickem-week',
] as const;
export type ChatEventKind = (typeof CHAT_EVENTS)[number];

export const CHAT_EVENT_LABELS: Record<ChatEventKind, string> = {
  'match-completed': 'Match completed',
  'game-uploaded': 'Stat sheet uploaded',
  'article-approved': 'Article approved',
  'tonights-matches': "Tonight's matches",
  'pickem-week': "Pick'em: the week's top three",
};

/** pending: never tried; retrying: failed, tried again later; sent; failed: given up (staff may retry). */
export const DELIVERY_STATUSES = ['pending', 'retrying', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export interface MatchFacts {
  id: number;
  matchNumber: string;
  round: string;
  phase: string;
  date: string;
  team1Name: string;
  team2Name: string;
  team1Score: number | null;
  team2Score: number | null;
  setScores: string[];
  /** The game recorded for the match, when known at the write: the post links to it. */
  gameId?: number | null;
}

export interface PerformerFacts {
  playerId: number;
  name: string;
  kills: number;
  digs: number;
  blocks: number;
  aces: number;
  assists: number;
}

export interface GameFacts {
  id: number;
  name: string;
  team1Name: string;
  team2Name: string;
  team1Score: number;
  team2Score: number;
  /** The best lines of the sheet, best first (topPerformers). */
  performers: PerformerFacts[];
}

export interface ArticleFacts {
  id: number;
  title: string;
  summary: string;
  author: string | null;
  imageUrl: string | null;
}

/** A pick'em player of a week's top three (docs/product/pickem.md#leaderboards). */
export interface PickerFacts {
  rank: number;
  name: string;
  points: number;
}

/** Each event with the facts its message shows, frozen at the write that caused it. */
export type ChatEvent =
  | { kind: 'match-completed'; match: MatchFacts }
  | { kind: 'game-uploaded'; game: GameFacts }
  | { kind: 'article-approved'; article: ArticleFacts }
  | { kind: 'tonights-matches'; day: string; matches: MatchFacts[] }
  | { kind: 'pickem-week'; week: string; seasonNumber: number; leaders: PickerFacts[] };

/** A record a game set, looked up when its message is sent (records are recalculated after the upload). */
export interface RecordFacts {
  record: string;
  rank: number;
  value: number;
  playerName: string;
}

export interface EmbedField {
  name: string;
  value: string;
  inline?: boolean;
}

export interface ChatEmbed {
  title: string;
  description?: string;
  url: string;
  color: number;
  fields: EmbedField[];
  image?: { url: string };
  footer: { text: string };
  timestamp?: string;
}

/** The JSON body a Discord webhook takes. */
export interface ChatMessage {
  username: string;
  /** The role mentions of a match post, when the webhook pings teams' roles. */
  content?: string;
  embeds: ChatEmbed[];
  /** Nothing is parsed from the text: only the roles listed here can be pinged. */
  allowed_mentions: { parse: []; roles?: string[] };
}

/** A team's Discord role, mentioned on that team's match posts (docs/product/chat-webhooks.md#role-pings). */
export interface RolePing {
  team: string;
  roleId: string;
}

export interface RenderOptions {
  siteName: string;
  /** The site's public address without a trailing slash (PUBLIC_URL). */
  publicUrl: string;
  /** Records set by an uploaded game. */
  records?: RecordFacts[];
  /**
   * A picture for the embed (a share image of the result, when the site makes one). Articles fall back to
   * their own image.
   */
  imageUrl?: string | undefined;
  /** The webhook's role pings: a match post mentions the roles of its teams, and nobody else. */
  rolePings?: readonly RolePing[];
}

const teamKey = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, ' ');

/** The roles a match post mentions: those of the webhook's pings whose team plays in it, once each. */
export function rolesToPing(event: ChatEvent, pings: readonly RolePing[]): string[] {
  if (event.kind !== 'match-completed' && event.kind !== 'tonights-matches') return [];
  const matches = event.kind === 'match-completed' ? [event.match] : event.matches;
  const teams = new Set(matches.flatMap((m) => [teamKey(m.team1Name), teamKey(m.team2Name)]));
  return [...new Set(pings.filter((p) => teams.has(teamKey(p.team))).map((p) => p.roleId))];
}

/** Embed colours by event, so the chat tells them apart at a glance. */
export const CHAT_COLOURS: Record<ChatEventKind | 'test', number> = {
  'match-completed': 0x2e7d32,
  'game-uploaded': 0x1565c0,
  'article-approved': 0xef6c00,
  'tonights-matches': 0x6a1b9a,
  'pickem-week': 0xc9a227,
  test: 0x607d8b,
};

/** Discord's limits: 256 for a title, 1024 for a field value, 4096 for a description, 25 fields. */
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const score = (m: Pick<MatchFacts, 'team1Score' | 'team2Score'>) =>
  m.team1Score === null || m.team2Score === null ? 'vs' : `${m.team1Score}–${m.team2Score}`;

/** "Aces 3–1 Blockers", or "Aces vs Blockers" before there is a score. */
export function matchTitle(
  m: Pick<MatchFacts, 'team1Name' | 'team2Name' | 'team1Score' | 'team2Score'>,
): string {
  return `${m.team1Name} ${score(m)} ${m.team2Name}`;
}

/** The best `count` lines of a sheet: most kills, then digs, blocks, aces; ties by name. */
export function topPerformers(lines: readonly PerformerFacts[], count = 3): PerformerFacts[] {
  return [...lines]
    .sort(
      (a, b) =>
        b.kills - a.kills ||
        b.digs - a.digs ||
        b.blocks - a.blocks ||
        b.aces - a.aces ||
        a.name.localeCompare(b.name),
    )
    .slice(0, count);
}

const performerLine = (p: PerformerFacts) =>
  `**${p.name}**: ${p.kills} kills · ${p.digs} digs · ${p.blocks} blocks · ${p.aces} aces · ${p.assists} assists`;

const formatValue = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));

/** The time of a match in the league's words, e.g. "Tue 24 Nov, 20:00" in `timeZone`. */
export function matchTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(iso));
}

/** The calendar day (YYYY-MM-DD) of `date` in `timeZone`: which matches are "tonight's". */
export function leagueDay(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

/**
 * Discord's timestamp markup (`<t:unix:style>`): each reader sees the instant in their own zone. `t` is the
 * short time ("20:00" or "8:00 PM"), `R` the relative one ("in 2 hours").
 */
export function discordTime(iso: string, style: 't' | 'f' | 'R'): string {
  return `<t:${Math.floor(Date.parse(iso) / 1000)}:${style}>`;
}

/** "Round 1 - Match 2" already names its round: the round is said again only when it does not. */
export function matchLabel(m: Pick<MatchFacts, 'round' | 'matchNumber'>): string {
  return m.matchNumber.toLowerCase().includes(m.round.toLowerCase()) || m.round.trim() === ''
    ? m.matchNumber
    : `${m.round} · ${m.matchNumber}`;
}

const PHASE_WORDS: Record<string, string> = { qualifiers: 'Regular season', playoffs: 'Playoffs' };

/** The match's page: its game once recorded, else its day on the schedule (the league's day). */
function matchUrl(site: string, m: MatchFacts, timeZone: string): string {
  if (m.gameId != null) return `${site}/games/${m.gameId}`;
  return `${site}/schedules?date=${leagueDay(new Date(m.date), timeZone)}`;
}

/** The message for an event, ready to send. */
export function renderChatMessage(event: ChatEvent, options: RenderOptions, timeZone = 'UTC'): ChatMessage {
  const site = options.publicUrl;
  const footer = { text: options.siteName };
  let embed: ChatEmbed;
  switch (event.kind) {
    case 'match-completed': {
      const m = event.match;
      embed = {
        title: clip(
          `${m.team1Score === null || m.team2Score === null ? 'Completed' : 'Final'}: ${matchTitle(m)}`,
          256,
        ),
        url: matchUrl(site, m, timeZone),
        color: CHAT_COLOURS[event.kind],
        fields: [
          { name: 'Match', value: clip(matchLabel(m), 1024), inline: true },
          { name: 'Phase', value: clip(PHASE_WORDS[m.phase] ?? m.phase, 1024), inline: true },
          ...(m.setScores.length > 0 ? [{ name: 'Sets', value: clip(m.setScores.join(', '), 1024) }] : []),
        ],
        footer,
        timestamp: m.date,
      };
      break;
    }
    case 'game-uploaded': {
      const g = event.game;
      const records = options.records ?? [];
      embed = {
        title: clip(`${g.team1Name} ${g.team1Score}–${g.team2Score} ${g.team2Name}`, 256),
        description: clip(`Stat sheet of ${g.name}`, 4096),
        url: `${site}/games/${g.id}`,
        color: CHAT_COLOURS[event.kind],
        fields: [
          { name: 'Sets', value: `${g.team1Score}–${g.team2Score}`, inline: true },
          ...(g.performers.length > 0
            ? [{ name: 'Top performers', value: clip(g.performers.map(performerLine).join('\n'), 1024) }]
            : []),
          ...(records.length > 0
            ? [
                {
                  name: 'Records set',
                  value: clip(
                    records
                      .map((r) => `#${r.rank} ${r.record}: **${r.playerName}** (${formatValue(r.value)})`)
                      .join('\n'),
                    1024,
                  ),
                },
              ]
            : []),
        ],
        footer,
      };
      break;
    }
    case 'article-approved': {
      const a = event.article;
      const image = options.imageUrl ?? a.imageUrl ?? undefined;
      embed = {
        title: clip(a.title, 256),
        description: clip(a.summary, 4096),
        url: `${site}/articles/${a.id}`,
        color: CHAT_COLOURS[event.kind],
        fields: a.author ? [{ name: 'By', value: clip(a.author, 1024), inline: true }] : [],
        ...(image ? { image: { url: image } } : {}),
        footer,
      };
      break;
    }
    case 'tonights-matches': {
      embed = {
        title: `Tonight's matches (${event.matches.length})`,
        url: `${site}/schedules?date=${event.day}`,
        color: CHAT_COLOURS[event.kind],
        // Discord shows each reader the start in their own zone; the match links to its game or its day.
        fields: event.matches.slice(0, 25).map((m) => ({
          name: clip(matchTitle({ ...m, team1Score: null, team2Score: null }), 256),
          value: clip(
            `${discordTime(m.date, 't')} (${discordTime(m.date, 'R')}) · [${matchLabel(m)}](${matchUrl(site, m, timeZone)})`,
            1024,
          ),
        })),
        footer,
      };
      break;
    }
    case 'pickem-week': {
      embed = {
        title: `Pick'em: week of ${event.week}, season ${event.seasonNumber}`,
        description: clip(
          event.leaders.map((l) => `#${l.rank} **${l.name}**: ${l.points} pts`).join('\n') ||
            'Nobody scored this week.',
          4096,
        ),
        url: `${site}/pickem?week=${event.week}`,
        color: CHAT_COLOURS[event.kind],
        fields: [],
        footer,
      };
      break;
    }
  }
  if (options.imageUrl && !embed.image) embed.image = { url: options.imageUrl };
  const roles = rolesToPing(event, options.rolePings ?? []);
  if (roles.length === 0)
    return { username: options.siteName, embeds: [embed], allowed_mentions: { parse: [] } };
  return {
    username: options.siteName,
    content: roles.map((id) => `<@&${id}>`).join(' '),
    embeds: [embed],
    allowed_mentions: { parse: [], roles },
  };
}

/** The Settings page's "Send test" message. */
export function testChatMessage(options: RenderOptions): ChatMessage {
  return {
    username: options.siteName,
    embeds: [
      {
        title: `Test message from ${options.siteName}`,
        description: 'This webhook is set up: results and news will be posted here.',
        url: options.publicUrl,
        color: CHAT_COLOURS.test,
        fields: [],
        footer: { text: options.siteName },
      },
    ],
    allowed_mentions: { parse: [] },
  };
}

/** The title a delivery is listed under in the portal. */
export function chatEventTitle(event: ChatEvent): string {
  switch (event.kind) {
    case 'match-completed':
      return matchTitle(event.match);
    case 'game-uploaded':
      return `${event.game.team1Name} ${event.game.team1Score}–${event.game.team2Score} ${event.game.team2Name}`;
    case 'article-approved':
      return event.article.title;
    case 'tonights-matches':
      return `Tonight's matches, ${event.day} (${event.matches.length})`;
    case 'pickem-week':
      return `Pick'em week of ${event.week} (season ${event.seasonNumber})`;
  }
}

/**
 * The key that makes an event happen once per webhook (docs/product/chat-webhooks.md#rules-and-constants): a
 * match's result posts once per score (a corrected score posts again, re-saving the same one does not), a
 * game and an article once, tonight's matches once per day and list of matches.
 */
export function chatEventKey(event: ChatEvent): string {
  switch (event.kind) {
    case 'match-completed':
      return `match-completed:${event.match.id}:${score(event.match)}`;
    case 'game-uploaded':
      return `game-uploaded:${event.game.id}`;
    case 'article-approved':
      return `article-approved:${event.article.id}`;
    case 'tonights-matches':
      return `tonights-matches:${event.day}:${event.matches.map((m) => m.id).join(',')}`;
    case 'pickem-week':
      return `pickem-week:${event.seasonNumber}:${event.week}:${event.leaders.map((l) => `${l.name}=${l.points}`).join(',')}`;
  }
}

/** A webhook address's path ending in Discord's adapters for other services' payloads. */
const ADAPTER_SUFFIX = /(\/webhooks\/[^/]+\/[^/]+)\/(?:slack|github)$/i;

/**
 * The one form a webhook address is kept in (docs/product/chat-webhooks.md#rules-and-constants): no query, no
 * fragment, no credentials, no trailing `/`, and without Discord's `/slack` or `/github` suffix (those
 * endpoints take other services' payloads, not the embeds the site posts). Its token is then the last path
 * segment, which is what masking relies on. Throws for text that is not an address.
 */
export function normalizeWebhookUrl(url: string): string {
  const parsed = new URL(url.trim());
  const path = parsed.pathname.replace(/\/+$/, '').replace(ADAPTER_SUFFIX, '$1');
  return `${parsed.origin}${path}`;
}

/**
 * The secret of a webhook address hidden: the address in its kept form, its last path segment (the token)
 * reduced to its last 4 characters, or to nothing when it is 8 characters or fewer.
 */
export function maskWebhookUrl(url: string): string {
  let kept: string;
  try {
    kept = normalizeWebhookUrl(url);
  } catch {
    return '••••';
  }
  const cut = kept.lastIndexOf('/');
  const origin = new URL(kept).origin;
  const token = cut < origin.length ? '' : kept.slice(cut + 1);
  const shown = token.length > 8 ? `••••${token.slice(-4)}` : '••••';
  return `${cut < origin.length ? origin : kept.slice(0, cut)}/${shown}`;
}

/** Delay before attempt `attempts + 1` after a failure: base × 2^(attempts−1), capped. */
export function backoffDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * How long a 429 asks to wait, in ms: Discord's body `retry_after` (seconds, may be fractional) or the
 * `Retry-After` header (seconds), whichever is longer; undefined when neither says.
 */
export function retryAfterMs(body: unknown, header: string | null): number | undefined {
  const fromBody =
    body && typeof body === 'object' && typeof (body as { retry_after?: unknown }).retry_after === 'number'
      ? (body as { retry_after: number }).retry_after * 1000
      : undefined;
  const headerSeconds = header === null ? Number.NaN : Number(header);
  const fromHeader = Number.isFinite(headerSeconds) && headerSeconds >= 0 ? headerSeconds * 1000 : undefined;
  if (fromBody === undefined && fromHeader === undefined) return undefined;
  return Math.ceil(Math.max(fromBody ?? 0, fromHeader ?? 0));
}
