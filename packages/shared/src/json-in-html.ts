/** JSON for a data block inside HTML (`<script type="application/json">` or `application/ld+json`), which its text cannot close. */
export const jsonInHtml = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The value of the document's JSON data block with this id; undefined when it is missing, empty or not JSON. */
export function readJsonBlock(
  // A browser's Document (this package is built without the DOM's types).
  doc: { getElementById(id: string): { textContent: string | null } | null },
  id: string,
): unknown {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
