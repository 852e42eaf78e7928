/**
 * Claimed player pages (docs/product/players.md#claimed-player-pages): a member claims a page and, once it
 * is theirs, sets a bio and the team they support; staff confirm or reject the claims that wait for them.
 */

import { DeleteResultSchema } from '@league/shared/schemas/admin-fields';
import { IdParamSchema } from '@league/shared/schemas/common';
import {
  MyPlayerClaimSchema,
  PlayerClaimSchema,
  PlayerOwnerBodySchema,
  StaffPlayerClaimSchema,
} from '@league/shared/schemas/player-claims';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireRole, requireUser } from '../../lib/guards.ts';
import {
  claimPlayerPage,
  confirmPlayerClaim,
  deletePlayerClaim,
  listClaimsForStaff,
  readMyPlayerClaim,
  updatePlayerOwner,
  withdrawPlayerClaim,
} from './claim-service.ts';

export async function playerClaimRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['players'];

  app.post(
    '/players/:id/claim',
    {
      onRequest: requireUser,
      config: {
        errors: [400, 404, 409],
        example: { params: async (r) => ({ id: await r.claimablePlayer() }) },
      },
      schema: {
        tags,
        summary: 'Claim a player page: yours at once when your linked Roblox account is the player',
        description:
          "Needs a linked Roblox account (400 without one). When its username is the player's name the claim " +
          'is confirmed at once; otherwise it waits for staff. 409 when you already hold a claim or the page ' +
          'has an owner.',
        params: IdParamSchema,
        response: { 201: PlayerClaimSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await claimPlayerPage(app.db, currentUser(request).id, request.params.id)),
  );

  app.get(
    '/player-claims/mine',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The caller's claim, or the page their Roblox account could claim at once",
        response: { 200: MyPlayerClaimSchema },
      },
    },
    (request) => readMyPlayerClaim(app.db, currentUser(request).id),
  );

  app.patch(
    '/player-claims/mine',
    {
      onRequest: requireUser,
      config: {
        errors: [404, 409],
        example: {
          given: (r) => r.playerClaim({ status: 'confirmed', byCaller: true }),
          body: async (r) => ({
            bio: 'Setter since season 3. Loud on voice chat, quiet on the court.',
            supportedTeamId: await r.teamWithoutGames(),
          }),
        },
      },
      schema: {
        tags,
        summary: "Set the bio and the supported team shown on the caller's claimed page",
        description:
          'Only the owner of a confirmed claim (404 without a claim, 409 while it waits for staff). A field ' +
          'left out stays as it is; null clears it.',
        body: PlayerOwnerBodySchema,
        response: { 200: PlayerClaimSchema },
      },
    },
    (request) => updatePlayerOwner(app.db, currentUser(request).id, request.body),
  );

  app.delete(
    '/player-claims/mine',
    {
      onRequest: requireUser,
      config: {
        errors: [404],
        example: { given: (r) => r.playerClaim({ status: 'pending', byCaller: true }) },
      },
      schema: {
        tags,
        summary: "Withdraw the caller's claim (a confirmed page loses its owner)",
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      await withdrawPlayerClaim(app.db, currentUser(request).id);
      return { message: 'Claim withdrawn' };
    },
  );

  app.get(
    '/admin/player-claims',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        summary: 'Claims waiting for staff, oldest first (admin)',
        response: { 200: z.array(StaffPlayerClaimSchema) },
      },
    },
    () => listClaimsForStaff(app.db),
  );

  app.post(
    '/admin/player-claims/:id/confirm',
    {
      onRequest: requireRole('admin'),
      config: {
        activity: { kind: 'approval', entityType: 'player-claim' },
        errors: [409],
        example: { params: async (r) => ({ id: (await r.playerClaim({ status: 'pending' })).id }) },
      },
      schema: {
        tags,
        summary: 'Confirm a claim: the page shows its owner with the verified mark (admin)',
        params: IdParamSchema,
        response: { 200: PlayerClaimSchema },
      },
    },
    (request) => confirmPlayerClaim(app.db, currentUser(request), request.params.id),
  );

  app.delete(
    '/admin/player-claims/:id',
    {
      onRequest: requireRole('admin'),
      config: {
        activity: { kind: 'delete', entityType: 'player-claim' },
        example: { params: async (r) => ({ id: (await r.playerClaim({ status: 'pending' })).id }) },
      },
      schema: {
        tags,
        summary: 'Reject a claim, or take a page back from its owner (admin)',
        params: IdParamSchema,
        response: { 200: DeleteResultSchema },
      },
    },
    async (request) => {
      await deletePlayerClaim(app.db, currentUser(request), request.params.id);
      return { message: 'Claim removed', id: request.params.id };
    },
  );
}
