import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from './use-dismiss.ts';

/**
 * A popup opened by its button (a menu, a panel): whether it is open, `close`, the ref of the area it sits
 * in with its button, the id its panel takes, and the button's props (the toggle and its ARIA state). A
 * press outside the area or Escape closes it (useDismiss).
 */
export function usePopup() {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, containerRef, buttonRef);
  const toggleProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: () => setOpen((value) => !value),
  };
  return { open, close, containerRef, panelId, toggleProps };
}
