import { Info } from 'lucide-react';
import {
  type ReactNode,
  type PointerEvent as ReactPointerEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import styles from './definition-popover.module.css';

interface DefinitionPopoverProps {
  /** The term defined, e.g. 'Total Eff%': the button reads 'What is Total Eff%?'. */
  term: string;
  children: ReactNode;
  /** The button's content instead of the info icon (a table's `3=`), and its accessible name. */
  trigger?: { content: ReactNode; label: string };
}

const GAP = 6;
const MARGIN = 8;

/** How long the pointer may leave a panel opened by hovering before it closes (to reach the panel). */
const HOVER_GRACE_MS = 200;

/**
 * A small info button that opens a definition beside it, by tap, click or keyboard (Enter/Space), never a
 * native `title` (which touch screens and keyboards cannot reach). The panel is a non-modal dialog drawn
 * above everything (tables scroll and clip their cells): focus moves into it, Escape closes it and gives
 * focus back to the button, and a tap or focus outside closes it. A mouse resting on the button shows the
 * panel too, without taking the focus, until it leaves both.
 */
export function DefinitionPopover({ term, children, trigger }: DefinitionPopoverProps) {
  const [open, setOpen] = useState(false);
  const [hovering, setHovering] = useState(false);
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const id = useId();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    setHovering(false);
    setPosition(null);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const hover = (event: ReactPointerEvent, entering: boolean) => {
    if (event.pointerType !== 'mouse') return;
    if (leaveTimer.current) clearTimeout(leaveTimer.current);
    leaveTimer.current = null;
    if (entering) {
      if (!open) {
        setHovering(true);
        setOpen(true);
      }
    } else if (hovering) {
      leaveTimer.current = setTimeout(() => close(false), HOVER_GRACE_MS);
    }
  };
  useEffect(
    () => () => {
      if (leaveTimer.current) clearTimeout(leaveTimer.current);
    },
    [],
  );

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

  // Focus moves in once the panel is placed and visible (a hidden element cannot take focus); a panel the
  // mouse opened by resting on the button leaves the focus where it is.
  const placed = position !== null;
  useEffect(() => {
    if (open && placed && !hovering) panelRef.current?.focus();
  }, [open, placed, hovering]);

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
        className={trigger ? styles.textButton : styles.button}
        aria-label={trigger ? trigger.label : `What is ${term}?`}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onPointerEnter={(event) => hover(event, true)}
        onPointerLeave={(event) => hover(event, false)}
        onClick={(event) => {
          // Inside a clickable header or row, the definition is not a sort or an expand.
          event.stopPropagation();
          if (open && !hovering) close(false);
          else {
            // A click on a panel the mouse opened keeps it open and moves the focus in.
            setHovering(false);
            setOpen(true);
          }
        }}
      >
        {trigger ? trigger.content : <Info size={14} aria-hidden="true" />}
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
            onPointerEnter={(event) => hover(event, true)}
            onPointerLeave={(event) => hover(event, false)}
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
