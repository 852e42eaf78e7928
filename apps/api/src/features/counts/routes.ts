import { type Counts, CountsSchema } from '@league/shared/schemas/counts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { queryRows } from '../../db/sql.ts';

/** The portal dashboard's nine numbers in one round trip (decisions §1). */
async function countEverything(db: FastifyInstance['db']): Promise<Counts> {
  const [row] = await queryRows<Counts>(
    db,
    sql`select
      (select count(*) from teams)::int as teams,
      (select count(*) from users)::int as users,
      (select count(*) from stats)::int as stats,
      (select count(*) from articles)::int as articles,
      (select count(*) from players)::int as players,
      (select count(*) from seasons)::int as seasons,
      (select count(*) from awards)::int as awards,
      (select count(*) from games)::int as games,
      (select count(*) from matches)::int as matches`,
  );
  return row!;
}

export async function countRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/counts',
    {
      schema: {
        tags: ['counts'],
        summary: 'How many rows each table holds (portal dashboard)',
        response: { 200: CountsSchema },
      },
    },
    () => countEverything(app.db),
  );
}
