/**
 * The search the site did not choose, for the search section of the benchmark (ADR 51): the database's
 * own trigram matching (pg_trgm, with unaccent for accents) over the same names, served over HTTP on
 * loopback by a bare Node server so it is measured like the chosen one. Run as a child process:
 *
 *   tsx bench/search-db-server.ts PORT (DATA_DIR=… for PGlite, or DATABASE_URL=…)
 *
 * It creates the extensions, an immutable accent-folding function and trigram indexes on the names
 * (what a database engine would ship with), then answers `GET /search?q=…` with the 8 best by word
 * similarity, the newer first on ties. Nothing of it is part of the site.
 */
import { createServer } from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';

const port = Number(process.argv[2]);
type Query = (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;

async function connect(): Promise<Query> {
  const url = process.env.DATABASE_URL;
  if (url) {
    // The site's own pool size (src/db/client.ts).
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    return (text, params) => pool.query(text, params);
  }
  const db = new PGlite(`${process.env.DATA_DIR}/db`, { extensions: { pg_trgm, unaccent } });
  return (text, params) => db.query(text, params);
}

const SETUP = [
  'create extension if not exists pg_trgm',
  'create extension if not exists unaccent',
  `create or replace function bench_fold(text) returns text language sql immutable parallel safe
     as $$ select lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$`,
  'create index if not exists bench_players_trgm on players using gin (bench_fold(name) gin_trgm_ops)',
  'create index if not exists bench_teams_trgm on teams using gin (bench_fold(name) gin_trgm_ops)',
  'create index if not exists bench_articles_trgm on articles using gin (bench_fold(title) gin_trgm_ops)',
  'analyze',
];

/** Each kind's names, kept by the trigram operator (index-backed), ranked by word similarity. */
const SEARCH = `
  with q as (select bench_fold($1) as text)
  select kind, id, title, score from (
    select 'player' as kind, p.id::text as id, p.name as title,
           word_similarity(q.text, bench_fold(p.name)) as score, 0 as recency
      from players p, q where q.text <% bench_fold(p.name)
    union all
    select 'team', t.id::text, t.name, word_similarity(q.text, bench_fold(t.name)), s.season_number
      from teams t join seasons s on s.id = t.season_id, q where q.text <% bench_fold(t.name)
    union all
    select 'season', s.id::text, 'Season ' || s.season_number,
           word_similarity(q.text, bench_fold('Season ' || s.season_number || ' ' || s.theme)), s.season_number
      from seasons s, q where q.text <% bench_fold('Season ' || s.season_number || ' ' || s.theme)
    union all
    select 'article', a.id::text, a.title, word_similarity(q.text, bench_fold(a.title)), 0
      from articles a, q where a.approved and q.text <% bench_fold(a.title)
  ) hits
  order by score desc, recency desc, title
  limit 8`;

const query = await connect();
for (const statement of SETUP) await query(statement);
createServer((req, res) => {
  const q = new URL(req.url ?? '/', 'http://x').searchParams.get('q') ?? '';
  if (!req.url?.startsWith('/search')) {
    res.writeHead(200).end('ok');
    return;
  }
  query(SEARCH, [q]).then(
    ({ rows }) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ q, hits: rows }));
    },
    (error: Error) => {
      res.writeHead(500).end(error.message);
    },
  );
}).listen(port, '127.0.0.1');
