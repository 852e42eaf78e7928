/**
 * The fields that group a match into a table (docs/product/standings.md#data): its phase and its division,
 * as every match body takes them (create, edit, the Challonge and file imports). Values are one vocabulary
 * (domain/league.ts), read in any case.
 */
import { z } from 'zod';
import { DIVISIONS, MATCH_PHASES } from '../domain/league.ts';

export const PHASE_MESSAGE = `Phase must be ${MATCH_PHASES.join(' or ')}`;
export const DIVISION_MESSAGE = `Division must be one of ${DIVISIONS.join(', ')}`;
/** The regular phase: what a match is unless staff say otherwise. */
export const DEFAULT_PHASE = 'qualifiers';

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** The regular phase or the playoffs, in any case. */
export const phaseField = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.enum(MATCH_PHASES, { error: PHASE_MESSAGE }),
);

/** A division of the regular phase (D1…), in any case; blank or null: the match is in no division. */
export const divisionField = z.preprocess(
  (v) => (blank(v) ? null : typeof v === 'string' ? v.trim().toUpperCase() : v),
  z.enum(DIVISIONS, { error: DIVISION_MESSAGE }).nullable(),
);
