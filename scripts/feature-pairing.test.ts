/**
 * One name per concept on both sides (docs/product/architecture.md#workspaces): every feature folder of the
 * web app has an API feature or surface folder of the same name (apps/api/src/features, apps/api/src/surfaces),
 * unless it is one of the few features that are only screens, listed below with the reason.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

/** Web features with no API feature of their own, and why. */
const UI_ONLY_FEATURES: Record<string, string> = {
  home: 'the front page: it shows other features’ reads (articles, matches)',
  info: 'fixed pages (about, FAQ, applications, contact, privacy, credits) with no data',
  glossary: 'the stat glossary, drawn from the shared stat column registry',
  portal: "the staff portal's shell and dashboard; its screens belong to their features",
  settings: "the portal's Settings screen; its data is the chat webhooks (API feature chat-webhooks)",
};

const featureFolders = (path: string) =>
  readdirSync(join(ROOT, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

describe('feature folders', () => {
  const web = featureFolders('apps/web/src/features');
  const api = new Set([
    ...featureFolders('apps/api/src/features'),
    ...featureFolders('apps/api/src/surfaces'),
  ]);

  it('reads both apps', () => {
    expect(web.length).toBeGreaterThan(10);
    expect(api.size).toBeGreaterThan(10);
  });

  it('pair each web feature with the API feature of the same name, or list it as UI-only', () => {
    const unpaired = web.filter((name) => !api.has(name) && !(name in UI_ONLY_FEATURES));
    expect(unpaired).toEqual([]);
  });

  it('list as UI-only only web features that exist and have no API feature', () => {
    for (const name of Object.keys(UI_ONLY_FEATURES)) {
      expect(web, name).toContain(name);
      expect(api.has(name), name).toBe(false);
    }
  });
});
