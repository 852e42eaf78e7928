import { functionalUpdate, type Updater } from '@tanstack/react-table';
import { type RefObject, useEffect, useRef, useState } from 'react';

/** State the caller may control (value + onChange) or leave to the table (starting at `initial`). */
export function useControllable<T>(controlled: T | undefined, initial: T, onChange?: (value: T) => void) {
  const [inner, setInner] = useState<T>(initial);
  const value = controlled ?? inner;
  const update = (updater: Updater<T>) => {
    const next = functionalUpdate(updater, value);
    if (controlled === undefined) setInner(next);
    onChange?.(next);
  };
  return [value, update] as const;
}

/** A new page starts at its first row: inside the table's scroll box, and on the page when scrolled past. */
export function useScrollToTopOnPage(pageIndex: number) {
  const rootRef = useRef<HTMLDivElement>(null);
  const scrollerRef = useRef<HTMLElement>(null);
  const lastPage = useRef(pageIndex);
  useEffect(() => {
    if (lastPage.current === pageIndex) return;
    lastPage.current = pageIndex;
    if (scrollerRef.current) scrollerRef.current.scrollTop = 0;
    const root = rootRef.current;
    if (root && root.getBoundingClientRect().top < 0) root.scrollIntoView?.({ block: 'start' });
  }, [pageIndex]);
  return { rootRef, scrollerRef };
}

/**
 * Whether the element scrolls (its content is wider or taller than its box). Only then is the table's
 * frame a focusable, named region, so keyboard users can scroll it without a tab stop on every table.
 */
export function useOverflows(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const check = () =>
      setOverflows(
        element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1,
      );
    // No first check here: reading scrollWidth in the effect would force a layout while the page is still
    // being committed; the observer reports every observed element once anyway, after the next layout.
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
