import { Info } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import styles from './definition-popover.module.css';

interface DefinitionPopoverProps {
  /** The term defined, e.g. 'Total Eff%': the button reads 'What is Total Eff%?'. */
  term: string;
  children: ReactNode;
}

const GAP = 6;
const MARGIN = 8;

/**
 * A small info button that opens a definition beside it, by tap, click or keyboard (Enter/Space), never a
 * native `title` (which touch screens and keyboards cannot reach). The panel is a non-modal dialog drawn
 * above everything (tables scroll and clip their cells): focus moves into it, Escape closes it and gives
 * focus back to the button, and a tap or focus outside closes it.
 */
export function DefinitionPopover({ term, children }: DefinitionPopoverProps) {
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const id = useId();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    setPosition(null);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const place = useCallback(() => {
    const button = buttonRef.current;
    const panel = panelRef.current;
    if (!button || !panel) return;
    const anchor = button.getBoundingClientRect();
    const width = panel.offsetWidth;
    const height = panel.offsetHeight;
    const left = Math.min(Math.max(MARGIN, anchor.left), window.innerWidth - width - MARGIN);
    const below = anchor.bottom + GAP;
    const top =
      below + height > window.innerHeight - MARGIN && anchor.top - GAP - height > MARGIN
        ? anchor.top - GAP - height
        : below;
    setPosition({ top, left: Math.max(MARGIN, left) });
  }, []);

  useLayoutEffect(() => {
    if (open) place();
  }, [open, place]);

  // Focus moves in once the panel is placed and visible (a hidden element cannot take focus).
  const placed = position !== null;
  useEffect(() => {
    if (open && placed) panelRef.current?.focus();
  }, [open, placed]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      close(false);
    };
    // The table scrolls under a sticky head: the panel follows its button.
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, place, close]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={`What is ${term}?`}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={(event) => {
          // Inside a clickable header or row, the definition is not a sort or an expand.
          event.stopPropagation();
          if (open) close(false);
          else setOpen(true);
        }}
      >
        <Info size={14} aria-hidden="true" />
      </button>
      {open &&
        createPortal(
          <div
            ref={panelRef}
            id={id}
            role="dialog"
            aria-label={term}
            tabIndex={-1}
            className={styles.panel}
            style={position ? { top: position.top, left: position.left } : { visibility: 'hidden' }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.stopPropagation();
                close(true);
              }
            }}
            onBlur={(event) => {
              const next = event.relatedTarget as Node | null;
              if (next && (panelRef.current?.contains(next) || buttonRef.current?.contains(next))) return;
              // Tabbing out of the panel closes it; focus goes on from the button, where it opened.
              if (next) close(false);
            }}
          >
            <p className={styles.term}>{term}</p>
            {children}
          </div>,
          document.body,
        )}
    </>
  );
}
