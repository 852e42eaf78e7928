/**
 * A late part of a page (docs/product/site.md#first-view): a part whose code is not needed for the page to
 * paint or to answer its first taps, such as a table's sorting and paging or a menu's downloads, so its
 * code comes after the page's own. The server draws it with everything else (src/entry-server.tsx loads every
 * late part before it draws); the browser adopts the rest of the page at once and keeps the part as the
 * server drew it until its code has come, then adopts it too. A press on the part meanwhile is kept and
 * pressed again, and text typed into it is typed again, once it is adopted (app/early-presses.ts).
 * A page the browser draws itself waits for its late parts' code, as it waits for its own (app/router.tsx).
 */
import {
  type ComponentType,
  memo,
  type ReactNode,
  Suspense,
  use,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { LATE_PART_ATTRIBUTE, latePartAdopted } from '../app/early-presses.ts';
import { isPageAdopted } from '../hooks/use-hydrated.ts';
import boxStyles from './late-part.module.css';
import { type Choice, choicesMade, chooseAgain, typeAgain } from './typed-again.ts';

/** A promise React's `use` reads at once once settled (it looks at `status` and `value`). */
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T };

/** Every late part's loader, so that the server and the router can wait for all of them. */
const loaders = new Set<() => Promise<unknown>>();
/** The choices made in each late part on screen, read as a part's code came, before React adopts it. */
const choicesBefore = new WeakMap<Element, Choice[]>();

/**
 * The late parts the server drew, found before the app took the page over: only in them can a visitor have
 * typed or chosen before the app heard it. A part the app draws itself holds what the app already knows
 * (a box it ticked is not a box ticked before it came).
 */
const drawnParts = new WeakSet<Element>();

/** Notes the late parts of the drawn page `container`, before the app takes it over (src/main.tsx). */
export function noteDrawnParts(container: HTMLElement): void {
  for (const part of container.querySelectorAll(`[${LATE_PART_ATTRIBUTE}]`)) drawnParts.add(part);
}

/** Adopting a part draws its drawn choices again: what was chosen is read before. */
function readChoices(): void {
  if (typeof document === 'undefined') return;
  for (const part of document.querySelectorAll(`[${LATE_PART_ATTRIBUTE}]`)) {
    if (drawnParts.has(part) && !choicesBefore.has(part) && part instanceof HTMLElement) {
      choicesBefore.set(part, choicesMade(part));
    }
  }
}

function track<T>(promise: Promise<T>): TrackedPromise<T> {
  const tracked = promise as TrackedPromise<T>;
  tracked.status = 'pending';
  // Settled before React hears of it (its own callback comes after this one), so before it adopts the part.
  tracked.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
      readChoices();
    },
    () => {
      tracked.status = 'rejected';
    },
  );
  return tracked;
}

/**
 * Loads the code of every late part known so far (those of the modules loaded so far, and those their
 * code brings along). Resolves once all have come.
 */
export async function loadLateParts(): Promise<void> {
  let known = 0;
  while (known !== loaders.size) {
    known = loaders.size;
    await Promise.all([...loaders].map((load) => load()));
  }
}

/**
 * A page's route loader (app/router.tsx): a page the browser draws itself comes with its late parts'
 * code, as it did before they were split off; a page the server drew is adopted at once and its late
 * parts after (src/main.tsx).
 */
export function withLateParts<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const loaded = await load();
    if (isPageAdopted()) await loadLateParts();
    return loaded;
  };
}

/** The stylesheets late parts draw with, held here so that the bundler keeps them with the page. */
const partStyles = new Set<unknown>();

/**
 * A component drawn by the component `load` brings. Its place on the page is a box of its own
 * (`display: contents`, so it changes no layout), which tells the press keeper where the part is.
 * `styles`: the CSS modules the part draws with. Passed by the page, they come with it and the server's
 * drawing of the part is styled at once; a bundler would otherwise leave a stylesheet whose class names
 * only the late code reads with that code.
 */
export function latePart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  styles: readonly unknown[] = [],
): ComponentType<P> {
  for (const sheet of styles) partStyles.add(sheet);
  let code: TrackedPromise<ComponentType<P>> | undefined;
  const start = () => {
    // A failed download is tried again the next time the part is drawn.
    if (code?.status === 'rejected') code = undefined;
    code ??= track(load());
    return code;
  };
  loaders.add(start);

  function Loaded(props: P) {
    const Component = use<ComponentType<P>>(start() as Promise<ComponentType<P>>);
    return <Component {...props} />;
  }

  /**
   * The part's box and boundary. Until the part is adopted it ignores new props (`held`): the server's
   * drawing of a part still waiting for its code is kept only while nothing asks the boundary to change,
   * and a change (the visitor's time zone taking over from the league's, a filter) would make React
   * throw the drawing away, blank the part until its code came and lose a press kept on it.
   */
  const Part = memo(
    function Part({ props, onAdopted }: PartProps<P>) {
      const box = useRef<HTMLDivElement>(null);
      return (
        <div ref={box} className={boxStyles.part} {...{ [LATE_PART_ATTRIBUTE]: '' }}>
          <Suspense fallback={null}>
            <Loaded {...props} />
            <WhenAdopted box={box} onAdopted={onAdopted} />
          </Suspense>
        </div>
      );
    },
    (_before, now) => now.held,
  );

  return function LatePart(props: P) {
    const [held, setHeld] = useState(true);
    // Once adopted, the part follows its props again, from the latest ones.
    const release = useCallback(() => setHeld(false), []);
    return <Part props={props} held={held} onAdopted={release} />;
  };
}

interface PartProps<P> {
  props: P;
  held: boolean;
  onAdopted: () => void;
}

/**
 * Runs once the part is drawn or adopted (it sits in the part's own Suspense boundary, so its effect waits
 * for the part's code): what was typed or chosen in the part before is typed and chosen again, and a press
 * kept meanwhile is pressed again.
 */
function WhenAdopted({
  box,
  onAdopted,
}: {
  box: { current: HTMLDivElement | null };
  onAdopted: () => void;
}): ReactNode {
  useEffect(() => {
    onAdopted();
    const part = box.current;
    if (!part) return;
    if (drawnParts.has(part)) {
      typeAgain(part);
      chooseAgain(choicesBefore.get(part) ?? []);
    }
    latePartAdopted(part);
  }, [box, onAdopted]);
  return null;
}
