// A relative import so the config bundler inlines the TypeScript source (node cannot load it from the package).

import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { APP_CODE_STARTER } from '../../packages/shared/src/app-code.ts';
import { isRedirectPage } from '../../packages/shared/src/page-match.ts';
import { NOT_FOUND_PAGE, PAGE_IDS } from '../../packages/shared/src/pages.ts';
import { DEFAULT_SETTINGS } from '../../packages/shared/src/settings.ts';
import { iconImports } from './build/icon-imports.ts';
import { pageChunks } from './build/page-chunks.ts';
import { pageModules } from './build/page-modules.ts';
import { precompress } from './build/precompress.ts';

/** Puts the site name into index.html so the first paint already has the right title. */
function siteNameInHtml(): Plugin {
  return {
    name: 'league-site-name',
    transformIndexHtml: (html) => html.replaceAll('%SITE_NAME%', DEFAULT_SETTINGS.siteName),
  };
}

/** Where `vite` and `vite preview` send /api calls; the API listens on 3000 unless told otherwise. */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

const chunks = pageChunks();

/** dist/.vite/pages.json: page id → module, for the API server's preload hints (serve-web.ts). */
const pageIds = [...PAGE_IDS.filter((id) => !isRedirectPage(id)), NOT_FOUND_PAGE];
const pages = pageModules({ routes: 'src/app/router.tsx', pageIds, requiredIds: pageIds });

/**
 * The installable app (docs/product/offline.md#pages): the service worker (src/service-worker.ts), which
 * this plugin builds and hands the list of files to precache. The page
 * registers it itself after load (src/lib/service-worker-registration.ts).
 */
const installableApp = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'service-worker.ts',
  registerType: 'autoUpdate',
  injectRegister: false,
  // The server answers the manifest itself, named after the configured league (apps/api/src/web/serve-web.ts).
  manifest: false,
  // The icons and favicons: small, and what an installed app shows before any page is visited. Pages,
  // their files and API answers are cached as they are seen (src/service-worker.ts).
  injectManifest: { globPatterns: ['*.{png,ico,svg}'], globIgnores: ['og-image.png'] },
});

/**
 * The server's render of first views (src/entry-server.tsx, docs/product/site.md#first-view):
 * one self-contained module in dist/.server/ (a dot folder, never served), which the API imports.
 */
const serverRenderBuild: UserConfig = {
  plugins: [react(), iconImports()],
  ssr: { noExternal: true },
  build: {
    outDir: 'dist/.server',
    emptyOutDir: true,
    copyPublicDir: false,
  },
};

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? serverRenderBuild
    : {
        plugins: [
          react(),
          siteNameInHtml(),
          iconImports(),
          chunks.plugin,
          pages,
          installableApp,
          precompress(),
        ],
        server: {
          proxy: { '/api': apiTarget, '/calendar': apiTarget },
        },
        preview: {
          proxy: { '/api': apiTarget, '/calendar': apiTarget },
        },
        build: {
          outDir: 'dist',
          emptyOutDir: true,
          // dist/.vite/manifest.json: the API server reads it to preload each page's files (serve-web.ts).
          manifest: true,
          rolldownOptions: {
            // The app (index.html), and the starter a page the server drew asks for its code with once
            // it has painted (src/start-app-code.ts).
            input: {
              index: fileURLToPath(new URL('./index.html', import.meta.url)),
              [APP_CODE_STARTER]: fileURLToPath(new URL('./src/start-app-code.ts', import.meta.url)),
            },
            output: {
              // The group takes exactly the modules chosen (each brings no dependencies of its own along).
              codeSplitting: { includeDependenciesRecursively: false, groups: [chunks.group] },
            },
          },
        },
      },
);
