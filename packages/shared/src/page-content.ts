/**
 * When a page's own content is on screen, as opposed to the site's frame, a skeleton or a spinner
 * (docs/product/site.md#first-view): every page names itself in the one `<h1>` of its main region (an
 * entity page with the entity's name), and a part still waiting for its data says so with
 * `aria-busy="true"` (skeletons, lists being read). The content is on screen once the heading has text
 * and no placeholder is left in the first screen (a table further down may follow, issue 34). A button
 * busy with the visitor's own state (the like button asking whether this visitor liked) is a control,
 * not the page's content, so it does not count. The benchmark's time to content reads this rule.
 */

/** The page's heading: its text is the page's name, or the entity's. */
export const PAGE_HEADING_SELECTOR = '#main h1';

/** A part of the page still showing a placeholder for its data. */
export const PAGE_PLACEHOLDER_SELECTOR = '#main [aria-busy="true"]:not(button)';
