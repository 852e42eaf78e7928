/** A write through the API that changes nothing but counts as a data change, so every cache starts cold. */
import { DEMO_PASSWORD } from '../src/demo-league/accounts.ts';
import type { ChildServer } from './processes.ts';

export async function getJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(120_000) });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** Renames the player `playerId` to the name it has, as the demo admin. */
export function dataChanger(server: ChildServer, playerId: number) {
  let token: string | undefined;
  return async () => {
    token ??= (
      await getJson<{ token: string }>(`${server.url}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demo_admin', password: DEMO_PASSWORD }),
      })
    ).token;
    const player = await getJson<{ name: string }>(
      `${server.url}/api/pages/players/${playerId}?refresh=write`,
    );
    await getJson(`${server.url}/api/players/${playerId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: player.name }),
    });
  };
}
