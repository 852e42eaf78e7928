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

/** Below this width the table's frame grows with its rows and the page scrolls (data-table.module.css). */
const PHONE_QUERY = '(max-width: 47.99rem)';

/**
 * On a phone the page scrolls, not the table's frame (which scrolls only sideways), so a sticky header row
 * would have nothing to stick to: while the table passes under the site header, its header row is moved
 * down by as much, never past the last row. CSS cannot do it: a frame that scrolls sideways is also the box
 * a sticky row sticks to.
 */
export function usePageStickyHead(scrollerRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const scroller = scrollerRef.current;
    const head = scroller?.querySelector('thead');
    if (!scroller || !head || typeof window.matchMedia !== 'function') return;
    const phone = window.matchMedia(PHONE_QUERY);
    let frame = 0;
    const place = () => {
      frame = 0;
      if (!phone.matches) {
        head.style.transform = '';
        return;
      }
      const siteHeader = Number.parseFloat(
        getComputedStyle(document.documentElement).getPropertyValue('--header-offset'),
      );
      const top = scroller.getBoundingClientRect().top;
      const room = scroller.offsetHeight - head.offsetHeight;
      const shift = Math.min(
        Math.max((Number.isNaN(siteHeader) ? 0 : siteHeader) - top, 0),
        Math.max(room, 0),
      );
      head.style.transform = shift > 0 ? `translateY(${shift}px)` : '';
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    phone.addEventListener?.('change', schedule);
    schedule();
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      phone.removeEventListener?.('change', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [scrollerRef]);
}
