/**
 * The home-screen icons, made from the league's logo (public/favicon.svg) by `npm run icons -w apps/web`.
 * The PNGs are committed: the build only copies them. Maskable and Apple icons sit on the site's dark
 * header colour, the launcher's safe zone keeps the whole ball visible.
 */
import { defineConfig, minimal2023Preset } from '@vite-pwa/assets-generator/config';

const HEADER_COLOUR = '#0f1419';

export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: {
    ...minimal2023Preset,
    maskable: { sizes: [512, 192], padding: 0.3, resizeOptions: { background: HEADER_COLOUR } },
    apple: { sizes: [180], padding: 0.2, resizeOptions: { background: HEADER_COLOUR } },
  },
  images: ['public/favicon.svg'],
});
