/**
 * Staff writes on players (docs/product/players.md#rules-and-constants, docs/product/players.md#api): the
 * batch create by team name and the edit. The portal's forms validate with these same schemas before sending.
 */
import { z } from 'zod';
import { POSITIONS } from '../domain/league.ts';
import { hasSomeField, NOTHING_TO_CHANGE } from './admin-fields.ts';
import { wholeNumber } from './common.ts';

export const NAME_MAX = 100;
export const POSITION_MAX = 50;

export const batchRowMessage = (row: number) => `Row ${row}: Name and Position are required.`;

/** A position of the fixed list keeps its canonical spelling ("spiker" → "Spiker"); other text is kept. */
export function normalizePosition(position: string): string {
  const trimmed = position.trim();
  return POSITIONS.find((p) => p.toLowerCase() === trimmed.toLowerCase()) ?? trimmed;
}

/** Player names are stored lower-cased (docs/product/portal.md#dashboard). */
export const normalizePlayerName = (name: string) => name.trim().toLowerCase();

/** Team names as a list or as the form's comma-separated text: trimmed, blanks and repeats dropped. */
export const TeamNamesSchema = z
  .union(
    [z.array(z.string().max(NAME_MAX, `Team names must be at most ${NAME_MAX} characters`)), z.string()],
    {
      error: 'Team names must be a list of names or comma-separated text',
    },
  )
  .optional()
  .transform((value) => {
    const names = (Array.isArray(value) ? value : (value ?? '').split(','))
      .map((n) => n.trim())
      .filter(Boolean);
    // Names match teams ignoring case, so "Storm Crows" and "storm crows" are one team.
    const byKey = new Map<string, string>();
    for (const n of names) if (!byKey.has(n.toLowerCase())) byKey.set(n.toLowerCase(), n);
    return [...byKey.values()];
  });

const SEASON_NUMBER_MESSAGE = 'Season number must be a positive whole number';

export const BatchPlayerRowSchema = z.object({
  // Checked by the list below, which knows the row number the message needs.
  name: z.unknown().optional().meta({ type: 'string', description: 'Required; stored lower-cased' }),
  position: z.unknown().optional().meta({ type: 'string', description: 'Required' }),
  teamNames: TeamNamesSchema,
  /** The season whose teams the names mean; without it, each name's most recent season. */
  seasonNumber: z.preprocess(
    (v) => (v === null || v === '' ? undefined : v),
    wholeNumber(SEASON_NUMBER_MESSAGE).optional(),
  ),
});

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The rows, every bad one reported at once with its 1-based number. */
const BatchRowsSchema = z
  .array(BatchPlayerRowSchema, { error: 'Send a list of players' })
  .min(1, 'Add at least one player')
  .max(500, 'At most 500 players at once')
  .superRefine(
    (rows, ctx) => {
      // Runs even when other fields failed (so every row is reported), hence the defensive reads.
      if (!Array.isArray(rows)) return;
      rows.forEach((row, i) => {
        const { name, position } = (row ?? {}) as { name?: unknown; position?: unknown };
        if (!filled(name) || !filled(position)) {
          ctx.addIssue({ code: 'custom', path: [i], message: batchRowMessage(i + 1) });
        } else if (name.trim().length > NAME_MAX || position.trim().length > POSITION_MAX) {
          ctx.addIssue({
            code: 'custom',
            path: [i],
            message: `Row ${i + 1}: Name must be at most ${NAME_MAX} and Position at most ${POSITION_MAX} characters.`,
          });
        }
      });
    },
    { when: () => true },
  )
  .transform((rows) =>
    rows.map((row) => ({
      name: normalizePlayerName(row.name as string),
      position: normalizePosition(row.position as string),
      teamNames: row.teamNames,
      seasonNumber: row.seasonNumber,
    })),
  );

/** A bare list (legacy clients) or `{players: [...]}`. */
export const BatchPlayersBodySchema = z.preprocess(
  (body) =>
    body !== null && typeof body === 'object' && !Array.isArray(body) && 'players' in body
      ? (body as { players: unknown }).players
      : body,
  BatchRowsSchema,
);
export type BatchPlayersBody = z.infer<typeof BatchPlayersBodySchema>;
export type BatchPlayerRow = BatchPlayersBody[number];

export const UpdatePlayerBodySchema = z
  .object({
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(NAME_MAX, `Name must be at most ${NAME_MAX} characters`)
      .transform(normalizePlayerName),
    position: z
      .string({ error: 'Position is required' })
      .trim()
      .min(1, 'Position is required')
      .max(POSITION_MAX, `Position must be at most ${POSITION_MAX} characters`)
      .transform(normalizePosition),
  })
  .partial()
  .refine(hasSomeField, NOTHING_TO_CHANGE);
export type UpdatePlayerBody = z.infer<typeof UpdatePlayerBodySchema>;
