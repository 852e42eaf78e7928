/**
 * The site search's keyboard shortcut (docs/product/search.md): `/` anywhere but in a field focuses the
 * header's search box. The box's own code answers it (use-search-combobox.ts), and the header answers it
 * too while that code, a late part, is still on its way (app/layouts/site-header.tsx).
 */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  const target = event.target;
  const typing =
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typing;
}
