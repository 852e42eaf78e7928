/**
 * The header search's behaviour (docs/product/search.md#the-header-search): a combobox whose listbox holds
 * the suggestions grouped by kind and, last, "See all results". Arrow keys move through the options (the
 * input keeps focus, `aria-activedescendant` names the active one), Enter opens it (or the /search page
 * when none is active), Escape closes the list and then clears the box. `/` anywhere but in a field
 * focuses the box.
 */
import { SEARCH_SUGGEST_LIMIT } from '@league/shared/domain/search-kinds';
import type { SearchHit } from '@league/shared/schemas/search';
import { type KeyboardEvent, type RefObject, useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { groupHits, type SearchGroup, useSearch } from '../api/search-api.ts';
import { isSearchShortcut } from '../search-shortcut.ts';

/** How long typing must pause before the suggestions are asked for. */
export const SUGGEST_DELAY_MS = 150;

/** One option of the listbox: a hit, or the link to every result. */
export type SearchOption = { kind: 'hit'; hit: SearchHit } | { kind: 'all'; q: string };

export function useSearchCombobox(inputRef: RefObject<HTMLInputElement | null>, onOpen?: () => void) {
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = useDebouncedValue(text.trim(), SUGGEST_DELAY_MS);
  const search = useSearch(q, SEARCH_SUGGEST_LIMIT);
  const hits = q === '' ? [] : (search.data?.hits ?? []);
  const groups: SearchGroup[] = useMemo(() => groupHits(hits), [hits]);
  const options: SearchOption[] = useMemo(
    () => [
      ...groups.flatMap((g) => g.hits.map((hit): SearchOption => ({ kind: 'hit', hit }))),
      ...(text.trim() ? [{ kind: 'all', q: text.trim() } as const] : []),
    ],
    [groups, text],
  );
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      onOpen?.();
      inputRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [inputRef, onOpen]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (option: SearchOption) => {
    close();
    setText('');
    inputRef.current?.blur();
    navigate(option.kind === 'hit' ? option.hit.url : paths.search(option.q));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (last < 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From the box, down goes to the first option and up to the last; past either end it wraps.
      setActive((current) => {
        if (current < 0 || current > last) return step > 0 ? 0 : last;
        const next = current + step;
        return next < 0 ? last : next > last ? 0 : next;
      });
    } else if (event.key === 'Enter') {
      const option =
        options[active] ?? (text.trim() ? ({ kind: 'all', q: text.trim() } as const) : undefined);
      if (!option) return;
      event.preventDefault();
      choose(option);
    } else if (event.key === 'Escape') {
      // A search field empties itself on Escape: the first one only closes the list.
      event.preventDefault();
      if (expanded) close();
      else setText('');
    }
  };

  return {
    id,
    text,
    setText: (value: string) => {
      setText(value);
      setOpen(true);
      setActive(-1);
    },
    open: () => setOpen(true),
    close,
    expanded,
    groups,
    options,
    active,
    setActive,
    optionId,
    choose,
    onKeyDown,
    loading: search.isFetching,
    /** What a screen reader hears once the suggestions change. */
    status:
      q === ''
        ? ''
        : search.isPending
          ? 'Searching…'
          : `${hits.length} suggestion${hits.length === 1 ? '' : 's'}`,
  };
}
