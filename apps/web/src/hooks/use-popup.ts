import { useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import { useDismiss } from './use-dismiss.ts';

/**
 * A popup opened by its button (a menu, a panel): whether it is open, `close`, the ref of the area it sits
 * in with its button, the id its panel takes, and the button's props (the toggle and its ARIA state). A
 * press outside the area or Escape closes it (useDismiss). An open panel is kept within the window: one that
 * would stick out of it (a button far along its row on a phone) is moved back in (`keepInWindow`).
 */
export function usePopup() {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, containerRef, buttonRef);
  useLayoutEffect(() => {
    if (!open) return;
    const panel = document.getElementById(panelId);
    if (panel) keepInWindow(panel);
  }, [open, panelId]);
  const toggleProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: () => setOpen((value) => !value),
  };
  return { open, close, containerRef, panelId, toggleProps };
}

/** Room kept between a panel and the window's edge. */
const EDGE_PX = 8;

/**
 * Moves `panel` sideways, by as little as it takes, so that it is whole within the window (a panel wider
 * than the window is kept at its left edge). Its place is otherwise its stylesheet's.
 */
export function keepInWindow(panel: HTMLElement): void {
  panel.style.translate = '';
  const { left, right } = panel.getBoundingClientRect();
  const room = document.documentElement.clientWidth - EDGE_PX;
  const shift = right > room ? Math.max(room - right, EDGE_PX - left) : left < EDGE_PX ? EDGE_PX - left : 0;
  if (shift !== 0) panel.style.translate = `${Math.round(shift)}px 0`;
}
