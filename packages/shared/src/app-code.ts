/**
 * How a page the server drew asks for the app's code (docs/product/site.md#first-view): not from its
 * HTML, where a phone would download it alongside what paints, but from a small starter module the web
 * build makes, which asks for it once the page has painted. The server lists the code's files in a JSON
 * data block (the site's content security policy runs no inline script); the starter reads them.
 */

/** The starter's entry name in the web build (its manifest chunk's `name`). */
export const APP_CODE_STARTER = 'start-app-code';

/** The id of the JSON data block listing the code: the entry script first, then the modules to preload. */
export const APP_CODE_BLOCK_ID = 'app-code';

/** What the block holds. */
export interface AppCode {
  /** The app's entry module, run as `<script type="module">`. */
  entry: string;
  /** The modules the entry and the page import, fetched at once as `modulepreload`s. */
  modules: string[];
}
