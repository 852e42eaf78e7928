/**
 * How the portal's Teams table writes a logo's address beside the logo: an embedded image (a `data:` URL,
 * thousands of characters of base64) says so instead of printing its bytes; a web address drops its scheme.
 */
export function logoUrlLabel(url: string): string {
  const embedded = /^data:([^;,]*)/i.exec(url);
  if (embedded) return embedded[1] ? `Embedded image (${embedded[1].toLowerCase()})` : 'Embedded image';
  return url.replace(/^https?:\/\//i, '');
}
