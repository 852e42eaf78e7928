/** JSON for a data block inside HTML (`<script type="application/json">` or `application/ld+json`), which its text cannot close. */
export const jsonInHtml = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
