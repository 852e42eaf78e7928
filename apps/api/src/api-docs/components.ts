/**
 * The shared shapes named once in the API document (`#/components/schemas/Player`, `…/ApiError`), so a client
 * generator makes one type per shape instead of one per operation. Every exported `XSchema` of the shared
 * contract is a component named `X`, except query and path parameter objects, which the document spells
 * out as parameters. Objects only: an enum or a scalar reads better inline.
 */
import * as articles from '@league/shared/schemas/articles';
import * as avatars from '@league/shared/schemas/avatars';
import * as awards from '@league/shared/schemas/awards';
import * as awardsAdmin from '@league/shared/schemas/awards-admin';
import * as backups from '@league/shared/schemas/backups';
import * as common from '@league/shared/schemas/common';
import * as counts from '@league/shared/schemas/counts';
import * as games from '@league/shared/schemas/games';
import * as gamesAdmin from '@league/shared/schemas/games-admin';
import * as leaderboard from '@league/shared/schemas/leaderboard';
import * as matchImports from '@league/shared/schemas/match-imports';
import * as matches from '@league/shared/schemas/matches';
import * as matchesAdmin from '@league/shared/schemas/matches-admin';
import * as players from '@league/shared/schemas/players';
import * as playersAdmin from '@league/shared/schemas/players-admin';
import * as records from '@league/shared/schemas/records';
import * as seasons from '@league/shared/schemas/seasons';
import * as seasonsAdmin from '@league/shared/schemas/seasons-admin';
import * as statUploads from '@league/shared/schemas/stat-uploads';
import * as stats from '@league/shared/schemas/stats';
import * as statsAdmin from '@league/shared/schemas/stats-admin';
import * as teams from '@league/shared/schemas/teams';
import * as teamsAdmin from '@league/shared/schemas/teams-admin';
import * as trivia from '@league/shared/schemas/trivia';
import * as users from '@league/shared/schemas/users';
import { z } from 'zod';

const CONTRACT_MODULES: readonly Record<string, unknown>[] = [
  articles,
  avatars,
  awards,
  awardsAdmin,
  backups,
  common,
  counts,
  games,
  gamesAdmin,
  leaderboard,
  matchImports,
  matches,
  matchesAdmin,
  players,
  playersAdmin,
  records,
  seasons,
  seasonsAdmin,
  statUploads,
  stats,
  statsAdmin,
  teams,
  teamsAdmin,
  trivia,
  users,
];

/**
 * Parameter objects become `parameters`, not components. `…Input` names are left inline: the document
 * names the request-side copy of a component `XInput` itself.
 */
const NOT_A_COMPONENT = /(Query|Param|Params|Input)Schema$/;

export type ComponentRegistry = ReturnType<typeof createComponentRegistry>;

/** A registry's map that answers a schema's own `.meta()` for a schema it does not name. */
class WithSchemaMeta extends WeakMap<object, object> {
  override get(schema: object): object | undefined {
    const own = super.get(schema);
    if (own) return own;
    const { id: _id, ...meta } = z.globalRegistry.get(schema as z.ZodType) ?? {};
    return Object.keys(meta).length > 0 ? meta : undefined;
  }
  override has(schema: object): boolean {
    return this.get(schema) !== undefined;
  }
}

export function createComponentRegistry() {
  const registry = z.registry<{ id: string }>();
  // The converter reads metadata from this registry only (and from copies that fall back to its map); a
  // schema's own `.meta()` (a date's `format`, a field's description) lives in zod's global registry, and
  // would be lost without this.
  registry._map = new WithSchemaMeta() as typeof registry._map;
  for (const module of CONTRACT_MODULES) {
    for (const [name, value] of Object.entries(module)) {
      if (!name.endsWith('Schema') || NOT_A_COMPONENT.test(name) || !(value instanceof z.ZodObject)) continue;
      registry.add(value, { id: name.slice(0, -'Schema'.length) });
    }
  }
  return registry;
}

type Document = { paths?: unknown; components?: { schemas?: Record<string, unknown> } };

/**
 * Drops the components no operation uses. The registry names every contract shape twice (`X` as answered,
 * `XInput` as accepted); only the side an operation uses, and what that refers to, stays.
 */
export function keepUsedComponents<T extends Document>(document: T): T {
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')) {
        const name = value.slice('#/components/schemas/'.length);
        if (!used.has(name)) {
          used.add(name);
          visit(schemas[name]);
        }
      } else visit(value);
    }
  };
  visit(document.paths);
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...document.components, schemas: kept } };
}
