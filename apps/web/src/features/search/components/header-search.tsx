/**
 * The search box in the header (docs/product/search.md#the-header-search): suggestions grouped by kind as
 * one types, a combobox with listbox semantics for keyboards and screen readers. On a phone it is a button
 * that opens the box in a row below the header, so the header keeps its size.
 */
import { SEARCH_KIND_LABELS } from '@league/shared/domain/search-kinds';
import clsx from 'clsx';
import { Search, X } from 'lucide-react';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import styles from './header-search.module.css';
import { type SearchOption, useSearchCombobox } from './use-search-combobox.ts';

export function HeaderSearch() {
  const inputRef = useRef<HTMLInputElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  // Phones: the box shows in its own row once opened (wider screens always show it).
  const [shown, setShown] = useState(false);
  const show = useCallback(() => setShown(true), []);
  const box = useSearchCombobox(inputRef, show);
  const listboxId = `${box.id}-listbox`;
  let index = -1;

  const hide = () => {
    box.close();
    setShown(false);
  };

  return (
    <div className={styles.search} ref={containerRef}>
      <button
        type="button"
        className={styles.toggle}
        aria-label="Open search"
        aria-expanded={shown}
        onClick={() => {
          setShown(true);
          requestAnimationFrame(() => inputRef.current?.focus());
        }}
      >
        <Search size={20} aria-hidden="true" />
      </button>
      <div className={clsx(styles.field, shown && styles.fieldShown)}>
        <Search size={16} className={styles.icon} aria-hidden="true" />
        <input
          ref={inputRef}
          className={styles.input}
          type="search"
          role="combobox"
          aria-label="Search the site"
          aria-autocomplete="list"
          aria-expanded={box.expanded}
          aria-controls={listboxId}
          aria-activedescendant={box.expanded && box.active >= 0 ? box.optionId(box.active) : undefined}
          placeholder="Search"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          value={box.text}
          onChange={(event) => box.setText(event.target.value)}
          onFocus={box.open}
          onBlur={(event) => {
            if (!containerRef.current?.contains(event.relatedTarget as Node | null)) hide();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !box.expanded && box.text === '') hide();
            box.onKeyDown(event);
          }}
        />
        <span className={styles.hint} aria-hidden="true">
          /
        </span>
        <button type="button" className={styles.close} aria-label="Close search" onClick={hide}>
          <X size={18} aria-hidden="true" />
        </button>
        <div
          id={listboxId}
          role="listbox"
          aria-label="Suggestions"
          className={styles.listbox}
          hidden={!box.expanded}
        >
          {box.groups.map((group) => (
            // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role=group (a fieldset is no listbox child)
            <div key={group.kind} role="group" aria-labelledby={`${listboxId}-${group.kind}`}>
              <div id={`${listboxId}-${group.kind}`} className={styles.groupLabel} role="presentation">
                {SEARCH_KIND_LABELS[group.kind]}
              </div>
              {group.hits.map((hit) => {
                index += 1;
                return (
                  <OptionRow key={`${hit.kind}:${hit.id}`} box={box} at={index} option={{ kind: 'hit', hit }}>
                    <span className={styles.title}>{hit.title}</span>
                    <span className={styles.detail}>{hit.detail}</span>
                  </OptionRow>
                );
              })}
            </div>
          ))}
          {box.text.trim() && (
            <OptionRow box={box} at={box.options.length - 1} option={{ kind: 'all', q: box.text.trim() }} all>
              See all results for “{box.text.trim()}”
            </OptionRow>
          )}
        </div>
        <span className="visually-hidden" role="status" aria-live="polite">
          {box.expanded ? box.status : ''}
        </span>
      </div>
    </div>
  );
}

/**
 * One option of the listbox. Options take no focus: the input keeps it and names the active option
 * (aria-activedescendant), so arrow keys and Enter are the input's; a pointer picks with a click.
 */
function OptionRow({
  box,
  at,
  option,
  all = false,
  children,
}: {
  box: ReturnType<typeof useSearchCombobox>;
  at: number;
  option: SearchOption;
  all?: boolean;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: a combobox's options are reached through aria-activedescendant
    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input handles the keys
    <div
      id={box.optionId(at)}
      role="option"
      aria-selected={box.active === at}
      className={clsx(styles.option, all && styles.all, box.active === at && styles.active)}
      onMouseDown={(event) => event.preventDefault()}
      onMouseEnter={() => box.setActive(at)}
      onClick={() => box.choose(option)}
    >
      {children}
    </div>
  );
}
