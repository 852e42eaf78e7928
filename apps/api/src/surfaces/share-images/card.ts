/**
 * The share image's layout (docs/product/site.md#share-images): one card for every page kind, so a league's
 * links look alike in a chat. A pure function from what the card says to the element tree the renderer
 * draws (satori's React-like nodes, written as plain objects: the API has no JSX).
 */
import { SHARE_IMAGE_SIZE } from '@league/shared/page-urls';

export interface CardRow {
  /** '1', '2'… on ranked cards. */
  rank?: string;
  label: string;
  /** A short second line under the label (a team, a season). */
  detail?: string;
  value: string;
}

export interface ShareCard {
  /** Small words above the title: what kind of page this is. */
  eyebrow: string;
  title: string;
  subtitle?: string;
  rows: CardRow[];
  /** What the rows' values are, e.g. 'Blocks per set'. */
  valueLabel?: string;
}

export interface CardNode {
  type: string;
  props: { style?: Record<string, string | number>; children?: CardNode | CardNode[] | string };
}

/** The league's dark look (the site's dark theme colours), so the card reads on any chat background. */
const COLOURS = {
  background: '#0f1419',
  panel: '#1b242e',
  border: '#2a3642',
  text: '#e8edf2',
  muted: '#a3b1bf',
  accent: '#f5b83d',
} as const;

const node = (
  type: string,
  style: Record<string, string | number>,
  children?: CardNode | CardNode[] | string,
): CardNode => ({ type, props: children === undefined ? { style } : { style, children } });

/** Long names and titles are cut with an ellipsis rather than wrapping out of the card. */
export function clipText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

function rowNode(row: CardRow, index: number): CardNode {
  const cells: CardNode[] = [];
  if (row.rank !== undefined) {
    cells.push(
      node(
        'div',
        { width: 56, fontSize: 30, fontWeight: 700, color: index === 0 ? COLOURS.accent : COLOURS.muted },
        row.rank,
      ),
    );
  }
  const name: CardNode[] = [
    node('div', { fontSize: row.detail ? 28 : 32, fontWeight: 700 }, clipText(row.label, 34)),
  ];
  if (row.detail) name.push(node('div', { fontSize: 20, color: COLOURS.muted }, clipText(row.detail, 64)));
  cells.push(node('div', { display: 'flex', flexDirection: 'column', flexGrow: 1 }, name));
  cells.push(node('div', { fontSize: 36, fontWeight: 700, color: COLOURS.accent }, clipText(row.value, 16)));
  return node(
    'div',
    {
      display: 'flex',
      alignItems: 'center',
      padding: row.detail ? '6px 24px' : '10px 24px',
      borderRadius: 12,
      background: index % 2 === 0 ? COLOURS.panel : COLOURS.background,
    },
    cells,
  );
}

/** The card's element tree: header (eyebrow, title, subtitle), up to five rows, the site's name. */
export function shareCardTree(card: ShareCard, siteName: string): CardNode {
  const header: CardNode[] = [
    node(
      'div',
      { fontSize: 24, fontWeight: 700, letterSpacing: 2, color: COLOURS.accent },
      card.eyebrow.toUpperCase(),
    ),
    node(
      'div',
      { fontSize: card.title.length > 28 ? 48 : 60, fontWeight: 700, lineHeight: 1.1 },
      clipText(card.title, 44),
    ),
  ];
  if (card.subtitle)
    header.push(node('div', { fontSize: 28, color: COLOURS.muted }, clipText(card.subtitle, 70)));
  const body: CardNode[] = card.rows.slice(0, 5).map(rowNode);
  if (body.length === 0)
    body.push(node('div', { fontSize: 30, color: COLOURS.muted }, 'Nothing recorded yet.'));
  const footer: CardNode[] = [node('div', { fontSize: 26, fontWeight: 700 }, siteName)];
  if (card.valueLabel) footer.push(node('div', { fontSize: 22, color: COLOURS.muted }, card.valueLabel));
  return node(
    'div',
    {
      width: SHARE_IMAGE_SIZE.width,
      height: SHARE_IMAGE_SIZE.height,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '40px 56px 36px',
      boxSizing: 'border-box',
      background: COLOURS.background,
      color: COLOURS.text,
      fontFamily: 'Inter',
      borderTop: `10px solid ${COLOURS.accent}`,
    },
    [
      node('div', { display: 'flex', flexDirection: 'column', gap: 6 }, header),
      node('div', { display: 'flex', flexDirection: 'column', gap: 4 }, body),
      node('div', { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end' }, footer),
    ],
  );
}
