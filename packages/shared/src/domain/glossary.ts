/**
 * The stat glossary (docs/product/stats.md#glossary): every stat's definition and formula, read from the
 * stat-column registry (one source), with the games and sets behind every rate, the modes and the
 * qualification rule, and the player rating (docs/product/ratings.md#player-rating) from its component
 * registry. The /glossary page lists it and each column header's definition popover shows one
 * entry and links to its anchor.
 */
import { PLAYER_RATING_FORMULA } from './player-rating.ts';
import { QUALIFY_PERCENT } from './qualification.ts';
import { PLAYED_COLUMNS, STAT_COLUMNS, STAT_MODE_LABELS } from './stat-columns.ts';

export interface GlossaryEntry {
  /** The anchor of the entry on /glossary: a column's key, or a mode's or rule's name. */
  id: string;
  term: string;
  definition: string;
  formula: string | null;
}

export interface GlossarySection {
  id: string;
  title: string;
  entries: GlossaryEntry[];
}

const entryOf = (column: { key: string; label: string; definition: string; formula: string | null }) => ({
  id: column.key,
  term: column.label,
  definition: column.definition,
  formula: column.formula,
});

/** The glossary in the order of the page: the sample, every stat column in registry order, then the views. */
export const GLOSSARY_SECTIONS: readonly GlossarySection[] = [
  { id: 'sample', title: 'Games and sets', entries: PLAYED_COLUMNS.map(entryOf) },
  { id: 'stat-columns', title: 'Stat columns', entries: STAT_COLUMNS.map(entryOf) },
  {
    id: 'views',
    title: 'Modes and qualification',
    entries: [
      {
        id: 'total',
        term: STAT_MODE_LABELS.total,
        definition: 'The sums over every game in the view.',
        formula: null,
      },
      {
        id: 'perGame',
        term: STAT_MODE_LABELS.perGame,
        definition:
          'Each count divided by the games played. Percentages and efficiencies are never divided: they are computed from the sums.',
        formula: 'Count / Games',
      },
      {
        id: 'perSet',
        term: STAT_MODE_LABELS.perSet,
        definition:
          'Each count divided by the sets played, shown with two decimals. Percentages and efficiencies are computed from the sums.',
        formula: 'Count / Sets',
      },
      {
        id: 'qualified',
        term: 'Qualified',
        definition: `Rates rank only a big enough sample: in Per Game and Per Set, and when sorted by a percentage, a player or team needs at least ${QUALIFY_PERCENT}% of the most sets played in the view, and for a percentage also ${QUALIFY_PERCENT}% of the most attempts behind it. The leaderboard states the numbers above the table and can show every row instead.`,
        formula: `Sets ≥ ${QUALIFY_PERCENT}% × most sets in the view, rounded up`,
      },
    ],
  },
  {
    id: 'ratings',
    title: 'Ratings',
    entries: [
      {
        id: 'playerRating',
        term: 'Player Rating',
        definition: `A player's all-round play per set in one number, where 1.00 is the average qualified player in the view: attack efficiency, blocks, digs and aces per set raise it and errors per set lower it, each compared with the average of the qualified players (at least ${QUALIFY_PERCENT}% of the most sets played in the view, as in Per Set mode). Setting is not in it: assists depend on teammates' kills.`,
        formula: PLAYER_RATING_FORMULA,
      },
    ],
  },
];

/** Every entry by its id. */
const ENTRIES = new Map(GLOSSARY_SECTIONS.flatMap((section) => section.entries).map((e) => [e.id, e]));

/** The entry of a column key, mode or rule; undefined for anything else. */
export function glossaryEntry(id: string): GlossaryEntry | undefined {
  return ENTRIES.get(id);
}
