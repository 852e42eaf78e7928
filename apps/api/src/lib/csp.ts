/**
 * Content-Security-Policy of the site and API, and of the embeds. Images come from other hosts (team logos, article and
 * award images, avatars), the home page embeds one video player.
 */
export function contentSecurityPolicy(): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // JSON-LD blocks are data, not script, but inline styles are used by charts.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https:'],
    connectSrc: ["'self'"],
    // The portal's Embeds screen previews the site's own embeds.
    frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://www.youtube.com'],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    // No other site may frame a page (clickjacking); only the embeds are meant for that
    // (embedContentSecurityPolicy, docs/product/feeds-and-embeds.md#framing).
    frameAncestors: ["'none'"],
  };
}

/**
 * The embeds' policy: documents with inline styles only (no script, no form, no plugin), pictures from
 * anywhere a team's logo lives, and any site may frame them.
 */
export function embedContentSecurityPolicy(): Record<string, string[]> {
  return {
    defaultSrc: ["'none'"],
    styleSrc: ["'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https:'],
    baseUri: ["'none'"],
    formAction: ["'none'"],
    frameAncestors: ['*'],
  };
}
