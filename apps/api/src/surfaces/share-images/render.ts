/**
 * Draws a share card to PNG: satori lays the element tree out as SVG with the Inter font the package ships,
 * resvg rasterises it (on libuv's thread pool, so the event loop keeps serving). At most two cards are drawn
 * at once: a burst of new links waits its turn instead of taking every core.
 *
 * Both are loaded on the first card, not at start: with their WebAssembly (layout, text shaping) and
 * fonts parsers they hold about 30 MB of resident memory that a server which never draws a card would
 * carry for nothing (ADR 61).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { SHARE_IMAGE_SIZE } from '@league/shared/page-urls';
import pLimit from 'p-limit';
import type { CardNode } from './card.ts';

const require = createRequire(import.meta.url);

type SatoriFont = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };
let fonts: SatoriFont[] | null = null;

/** Loaded on the first card, once per process. */
function cardFonts(): SatoriFont[] {
  fonts ??= ([400, 700] as const).map((weight) => ({
    name: 'Inter',
    data: readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
    weight,
    style: 'normal',
  }));
  return fonts;
}

const drawing = pLimit(2);

let renderers: Promise<[typeof import('satori'), typeof import('@resvg/resvg-js')]> | null = null;

/** satori and resvg, imported on the first card, once per process. */
function cardRenderers() {
  renderers ??= Promise.all([import('satori'), import('@resvg/resvg-js')]);
  return renderers;
}

export function renderCardPng(tree: CardNode): Promise<Buffer> {
  return drawing(async () => {
    const [{ default: satori }, { renderAsync }] = await cardRenderers();
    const svg = await satori(tree as never, { ...SHARE_IMAGE_SIZE, fonts: cardFonts() });
    const image = await renderAsync(svg, { fitTo: { mode: 'width', value: SHARE_IMAGE_SIZE.width } });
    return image.asPng();
  });
}
