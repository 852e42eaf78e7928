/**
 * The web app manifest (docs/product/offline.md#rules-and-constants): what a phone needs to install the
 * site to its home screen, named after the league's configured site name. The server answers it at
 * WEB_APP_MANIFEST_PATH; the icons are the PNGs made once from the logo (apps/web/pwa-assets.config.ts);
 * the colours are the dark theme's page colour, which the maskable icons sit on.
 */
export const WEB_APP_MANIFEST_PATH = '/manifest.webmanifest';

export const APP_BACKGROUND_COLOUR = '#0f1419';

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  lang: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: 'any' | 'maskable' }[];
  shortcuts: { name: string; url: string; icons: { src: string; sizes: string; type: string }[] }[];
}

export function webAppManifest(siteName: string): WebAppManifest {
  return {
    id: '/',
    name: siteName,
    short_name: siteName,
    description: `${siteName}: schedules, results, stats and news of the league.`,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    lang: 'en',
    theme_color: APP_BACKGROUND_COLOUR,
    background_color: APP_BACKGROUND_COLOUR,
    icons: [
      { src: '/pwa-64x64.png', sizes: '64x64', type: 'image/png' },
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/maskable-icon-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    // A long press on the home-screen icon goes straight to match night.
    shortcuts: [
      {
        name: 'Schedule',
        url: '/schedules',
        icons: [{ src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' }],
      },
    ],
  };
}
