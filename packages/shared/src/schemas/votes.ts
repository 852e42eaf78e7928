/**
 * Fan votes' contract (docs/product/votes.md#api): staff open a vote with its candidates and close time, a
 * member casts one ballot, and everyone reads the votes, with results only once a vote is closed.
 */
import { z } from 'zod';
import { VOTE_CANDIDATE_KINDS, VOTE_CANDIDATES, VOTE_KINDS } from '../domain/votes.ts';
import { positiveInt, requiredText } from './admin-fields.ts';
import { dateTime, IsoDateTime, optionalPositiveInt, SeasonRefSchema } from './common.ts';

export const VOTE_KIND_MESSAGE = `kind must be one of ${VOTE_KINDS.join(', ')}`;
export const VOTE_CANDIDATES_MESSAGE = `A vote needs ${VOTE_CANDIDATES.min} to ${VOTE_CANDIDATES.max} candidates`;
export const CLIP_URL_MESSAGE = 'Clip link must be an https address such as https://youtu.be/…';
export const CLIP_URL_MISSING = 'A play of the week needs a clip link for each candidate';
export const CANDIDATE_DUPLICATE = 'Each candidate may be named only once';

const clipUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v),
  z
    .url({ protocol: /^https$/, error: CLIP_URL_MESSAGE })
    .max(2000, CLIP_URL_MESSAGE)
    .optional(),
);

/**
 * A candidate as staff name it: a player's name (season MVP), a team of the season's name (team of the
 * season), or a play's title with its https clip link (play of the week).
 */
export const VoteCandidateBodySchema = z.object({
  name: requiredText('Each candidate needs a name', 'Name', 100),
  clipUrl,
});
export type VoteCandidateBody = z.infer<typeof VoteCandidateBodySchema>;

/** POST /api/votes: a vote of `kind` in the season with id `seasonId`, open until `closesAt`. */
export const CreateVoteBodySchema = z
  .object({
    kind: z.enum(VOTE_KINDS, { error: VOTE_KIND_MESSAGE }),
    title: requiredText('Title is required', 'Title', 120),
    seasonId: positiveInt('seasonId must be the id of a season'),
    closesAt: dateTime({ required: 'Close time is required' }),
    candidates: z
      .array(VoteCandidateBodySchema, { error: VOTE_CANDIDATES_MESSAGE })
      .min(VOTE_CANDIDATES.min, VOTE_CANDIDATES_MESSAGE)
      .max(VOTE_CANDIDATES.max, VOTE_CANDIDATES_MESSAGE),
  })
  .superRefine((body, ctx) => {
    const clips = VOTE_CANDIDATE_KINDS[body.kind] === 'clip';
    const seen = new Set<string>();
    body.candidates.forEach((c, i) => {
      if (clips && c.clipUrl === undefined)
        ctx.addIssue({ code: 'custom', path: ['candidates', i, 'clipUrl'], message: CLIP_URL_MISSING });
      if (!clips && c.clipUrl !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['candidates', i, 'clipUrl'],
          message: 'Only a play of the week has clip links',
        });
      const key = c.name.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: ['candidates', i, 'name'], message: CANDIDATE_DUPLICATE });
      seen.add(key);
    });
  });
export type CreateVoteBody = z.infer<typeof CreateVoteBodySchema>;

/** POST /api/votes/{id}/ballots: the candidate chosen. One ballot per member per vote, and final. */
export const BallotBodySchema = z.object({
  candidateId: positiveInt('candidateId must be the id of one of the vote’s candidates'),
});
export type BallotBody = z.infer<typeof BallotBodySchema>;

export const VoteCandidateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  playerId: z.number().int().nullable(),
  teamId: z.number().int().nullable(),
  clipUrl: z.string().nullable(),
});
export type VoteCandidate = z.infer<typeof VoteCandidateSchema>;

export const VoteResultRowSchema = z.object({
  candidateId: z.number().int(),
  votes: z.number().int(),
  percent: z.number().int(),
  rank: z.number().int(),
});

/** A closed vote's tally, best first. */
export const VoteResultsSchema = z.object({
  total: z.number().int(),
  rows: z.array(VoteResultRowSchema),
});
export type VoteResults = z.infer<typeof VoteResultsSchema>;

/** A vote. `results` stays null until `closesAt` on the server's clock: no counts are sent before. */
export const VoteSchema = z.object({
  id: z.number().int(),
  kind: z.enum(VOTE_KINDS),
  title: z.string(),
  season: SeasonRefSchema,
  closesAt: IsoDateTime,
  closed: z.boolean(),
  createdAt: IsoDateTime,
  candidates: z.array(VoteCandidateSchema),
  results: VoteResultsSchema.nullable(),
});
export type Vote = z.infer<typeof VoteSchema>;

export const VoteListQuerySchema = z.object({
  seasonNumber: optionalPositiveInt('seasonNumber must be a positive whole number'),
});

/** GET /api/votes: the open votes (closing soonest first) and the closed ones (newest first). */
export const VoteListSchema = z.object({
  /** The server's clock when it answered. */
  serverTime: IsoDateTime,
  open: z.array(VoteSchema),
  closed: z.array(VoteSchema),
});
export type VoteList = z.infer<typeof VoteListSchema>;

/** One of the caller's ballots. */
export const MyBallotSchema = z.object({
  voteId: z.number().int(),
  candidateId: z.number().int(),
  createdAt: IsoDateTime,
});
export type MyBallot = z.infer<typeof MyBallotSchema>;
