/**
 * Team logos drawn as small SVG images and stored as data URIs, so the demo league needs no network and
 * no image files. The drawing depends only on the team name: a franchise keeps its logo across seasons.
 */
import { hashText } from './random.ts';

const PALETTES: readonly [string, string][] = [
  ['#1d3557', '#e63946'],
  ['#0b3954', '#fbb13c'],
  ['#2b2d42', '#8d99ae'],
  ['#264653', '#2a9d8f'],
  ['#3d0066', '#f3c623'],
  ['#004e64', '#25a18e'],
  ['#5f0f40', '#fb8b24'],
  ['#14213d', '#fca311'],
  ['#283618', '#dda15e'],
  ['#03045e', '#00b4d8'],
  ['#6a040f', '#ffba08'],
  ['#22223b', '#c9ada7'],
];

const SHAPES = [
  // Shield.
  'M50 6 L88 18 L84 60 Q78 84 50 96 Q22 84 16 60 L12 18 Z',
  // Circle drawn as a path so every shape shares one element.
  'M50 6 A44 44 0 1 1 49.9 6 Z',
  // Hexagon.
  'M50 5 L90 28 L90 72 L50 95 L10 72 L10 28 Z',
  // Rounded square.
  'M22 8 H78 Q92 8 92 22 V78 Q92 92 78 92 H22 Q8 92 8 78 V22 Q8 8 22 8 Z',
];

/** Initials of the name: "Storm Crows" → "SC", "Tidal Wave II" → "TW". */
export function teamInitials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word) && !/^[IVX]+$/.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

export function drawTeamLogo(name: string): string {
  const hash = hashText(name.toLowerCase());
  const [background, accent] = PALETTES[hash % PALETTES.length] as [string, string];
  const shape = SHAPES[(hash >>> 8) % SHAPES.length] as string;
  const stripe = (hash >>> 12) % 2 === 0;
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">',
    `<path d="${shape}" fill="${background}" stroke="${accent}" stroke-width="4"/>`,
    stripe ? `<path d="M18 70 L82 30" stroke="${accent}" stroke-width="6" opacity="0.35"/>` : '',
    `<circle cx="50" cy="50" r="30" fill="none" stroke="${accent}" stroke-width="2" opacity="0.5"/>`,
    `<text x="50" y="60" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="28" `,
    `font-weight="700" fill="#ffffff">${teamInitials(name)}</text>`,
    '</svg>',
  ].join('');
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
