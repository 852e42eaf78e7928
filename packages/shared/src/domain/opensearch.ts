/**
 * The OpenSearch description (docs/product/search.md#opensearch): a browser that reads it can add the site
 * as a search engine, sending a typed query to the /search page and asking for suggestions as it is typed.
 * Every page announces it with `<link rel="search">`.
 */

export const OPENSEARCH_PATH = '/opensearch.xml';
export const OPENSEARCH_TYPE = 'application/opensearchdescription+xml';
export const SEARCH_SUGGESTIONS_PATH = '/api/search/suggestions';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** ShortName is at most 16 characters by the specification. */
const shortName = (siteName: string) => (siteName.length <= 16 ? siteName : `${siteName.slice(0, 15)}…`);

export function openSearchDescription({
  siteName,
  publicUrl,
}: {
  siteName: string;
  publicUrl: string;
}): string {
  const origin = escapeXml(publicUrl);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">',
    `  <ShortName>${escapeXml(shortName(siteName))}</ShortName>`,
    `  <Description>${escapeXml(`Players, teams, seasons and articles of ${siteName}`)}</Description>`,
    '  <InputEncoding>UTF-8</InputEncoding>',
    `  <Image width="16" height="16" type="image/svg+xml">${origin}/favicon.svg</Image>`,
    `  <Url type="text/html" method="get" template="${origin}/search?q={searchTerms}"/>`,
    `  <Url type="application/x-suggestions+json" method="get" template="${origin}${SEARCH_SUGGESTIONS_PATH}?q={searchTerms}"/>`,
    `  <Url type="${OPENSEARCH_TYPE}" rel="self" template="${origin}${OPENSEARCH_PATH}"/>`,
    `  <moz:SearchForm>${origin}/search</moz:SearchForm>`,
    '</OpenSearchDescription>',
    '',
  ].join('\n');
}
