/**
 * /metrics (Prometheus text format) when METRICS=true: request counts and latency by route pattern,
 * public read cache hits, the records recalculation backlog; absent unless enabled.
 */
import { describe, expect, it } from 'vitest';
import { useLeagueApp } from './helpers/league-app.ts';
import type { TestApp } from './helpers/test-app.ts';

const on = useLeagueApp({ env: { METRICS: 'true' } });
const off = useLeagueApp();

const metricsOf = async (t: TestApp) => {
  const res = await t.app.inject({ url: '/metrics' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
};
const sampleOf = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics', () => {
  it('is not served unless METRICS is on', async () => {
    const res = await off.app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('league_http_requests_total');
  });

  it('counts requests and their latency by route pattern, not by URL', async () => {
    await on.app.inject({ url: '/api/seasons/12345' });
    await on.app.inject({ url: '/api/seasons/23456' });
    await on.app.inject({ url: '/api/no-such-route-abc' });
    const text = await metricsOf(on);
    expect(
      sampleOf(text, 'league_http_requests_total{method="GET",route="/api/seasons/:id",status="404"}'),
    ).toBe(2);
    expect(sampleOf(text, 'league_http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
    expect(
      sampleOf(text, 'league_http_request_duration_seconds_count{method="GET",route="/api/seasons/:id"}'),
    ).toBe(2);
    // No address in any label (a bare number could turn up in a memory or time sample).
    expect(text).not.toContain('seasons/12345');
    expect(text).not.toContain('no-such-route-abc');
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toContain('league_records_recalculation_backlog 0');
  });

  it('counts public read cache hits and misses', async () => {
    const before = await metricsOf(on);
    const hits = sampleOf(before, 'league_public_read_cache_requests_total{result="hit"}') ?? 0;
    const misses = sampleOf(before, 'league_public_read_cache_requests_total{result="miss"}') ?? 0;
    await on.app.inject({ url: '/api/players/medium?limit=7&offset=1' });
    await on.app.inject({ url: '/api/players/medium?limit=7&offset=1' });
    await on.app.inject({ url: '/api/players/medium?limit=7&offset=1' });
    const after = await metricsOf(on);
    expect(sampleOf(after, 'league_public_read_cache_requests_total{result="miss"}')).toBe(misses + 1);
    expect(sampleOf(after, 'league_public_read_cache_requests_total{result="hit"}')).toBe(hits + 2);
    // The same counts under every cache's metric, beside the other caches of the read path.
    expect(sampleOf(after, 'league_read_cache_requests_total{cache="public-reads",result="hit"}')).toBe(
      hits + 2,
    );
    for (const cache of ['public-reads', 'leaderboard-scopes', 'share-images', 'avatars'])
      expect(after).toContain(`league_read_cache_entries{cache="${cache}"}`);
  });

  it('shows the PostgreSQL pool when there is one', async () => {
    const text = await metricsOf(on);
    if (on.database.kind === 'postgres') expect(text).toContain('league_db_pool_connections{state="total"}');
    else expect(text).not.toContain('league_db_pool_connections');
  });
});
