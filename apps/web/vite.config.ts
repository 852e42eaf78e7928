// A relative import so the config bundler inlines the TypeScript source (node cannot load it from the package).

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { DEFAULT_SETTINGS } from '../../packages/shared/src/settings.ts';

/** Puts the site name into index.html so the first paint already has the right title. */
function siteNameInHtml(): Plugin {
  return {
    name: 'league-site-name',
    transformIndexHtml: (html) => html.replaceAll('%SITE_NAME%', DEFAULT_SETTINGS.siteName),
  };
}

/** Where `vite` and `vite preview` send /api calls; the API listens on 3000 unless told otherwise. */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), siteNameInHtml()],
  server: {
    proxy: { '/api': apiTarget },
  },
  preview: {
    proxy: { '/api': apiTarget },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
