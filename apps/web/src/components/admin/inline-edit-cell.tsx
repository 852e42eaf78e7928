import clsx from 'clsx';
import { LoaderCircle, Pencil } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useToast } from '../ui/toast.tsx';
import { useConfirm } from './confirm-dialog.tsx';
import { saveFailureText } from './failure-text.ts';
import styles from './inline-edit-cell.module.css';

export interface InlineEditOption {
  value: string;
  label: string;
}

export type InlineEditType = 'text' | 'number' | 'date' | 'datetime-local' | 'url' | 'select';

export interface InlineEditCellProps {
  /** The field's name in the label and the question 'Change {field} from "{old}" to "{new}"?'. */
  field: string;
  /** Names the row for assistive technology, e.g. 'season 14' gives 'Edit theme of season 14'. */
  rowLabel: string;
  /** The current value as the editor holds it (a date input wants YYYY-MM-DD). */
  value: string;
  /** What the cell shows when not editing; defaults to the value (or the option's label), else a dash. */
  display?: ReactNode;
  type?: InlineEditType;
  /** Choices of a 'select' editor. */
  options?: readonly InlineEditOption[];
  min?: number;
  max?: number;
  step?: number;
  placeholder?: string;
  /** Applied to the typed text before it is compared and saved (default: trim). */
  normalize?: (raw: string) => string;
  /** How a value reads in the question (default: the option's label or the value itself). */
  describe?: (value: string) => string;
  /** A message when the value cannot be saved; the editor stays open and shows it. */
  validate?: (next: string) => string | null;
  /** Sends the change (PATCH of this field only); a rejection shows 'Failed to save changes: …'. */
  onSave: (next: string) => Promise<unknown>;
  /** Ask before saving (default true). */
  confirm?: boolean;
  /** Shows the value without offering to edit it. */
  readOnly?: boolean;
  align?: 'left' | 'right';
  /** Cut long values with an ellipsis (the column sets the width), e.g. addresses. */
  truncate?: boolean;
}

type Mode = 'view' | 'edit' | 'busy';

const trim = (raw: string) => raw.trim();

/**
 * Click-to-edit table cell (docs/product/portal.md#inline-editing): click (or Enter) opens the editor, Enter
 * or leaving the field commits, Escape cancels. An unchanged value sends nothing; a changed one is confirmed
 * with 'Change {field} from "{old}" to "{new}"?' and then saved; a failure shows 'Failed to save changes:'
 * and the server's message, and the cell keeps its old value.
 */
export function InlineEditCell(props: InlineEditCellProps) {
  const { field, rowLabel, value, type = 'text', options, normalize = trim, readOnly = false } = props;
  const [mode, setModeState] = useState<Mode>('view');
  const [draft, setDraft] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);
  const modeRef = useRef<Mode>('view');
  const wasOpen = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const errorId = useId();
  const confirm = useConfirm();
  const { showToast } = useToast();

  const setMode = (next: Mode) => {
    modeRef.current = next;
    setModeState(next);
  };

  const describe = (text: string) =>
    props.describe?.(text) ?? options?.find((option) => option.value === text)?.label ?? text;

  // Back in view after editing: keep the keyboard where it was instead of dropping it on the page.
  useEffect(() => {
    if (mode !== 'view') {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) buttonRef.current?.focus();
  }, [mode]);

  const open = () => {
    if (readOnly || modeRef.current !== 'view') return;
    setDraft(value);
    setProblem(null);
    setMode('edit');
  };

  const cancel = () => {
    if (modeRef.current !== 'edit') return;
    setProblem(null);
    setMode('view');
    buttonRef.current?.focus();
  };

  const commit = async (raw: string) => {
    if (modeRef.current !== 'edit') return;
    const next = normalize(raw);
    if (next === value) {
      setMode('view');
      return;
    }
    const message = props.validate?.(next) ?? null;
    if (message) {
      setProblem(message);
      return;
    }
    setProblem(null);
    setDraft(next);
    setMode('busy');
    if (props.confirm !== false) {
      const ok = await confirm({
        message: `Change ${field} from "${describe(value)}" to "${describe(next)}"?`,
      });
      if (!ok) {
        setMode('view');
        return;
      }
    }
    try {
      await props.onSave(next);
    } catch (error) {
      showToast(saveFailureText(error), { tone: 'error', durationMs: 12_000 });
    }
    setMode('view');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLSelectElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      cancel();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      void commit(event.currentTarget.value);
    }
  };

  if (mode === 'view') {
    const shown = props.display ?? (value ? describe(value) : <span className={styles.empty}>—</span>);
    if (readOnly)
      return <span className={clsx(styles.static, props.align === 'right' && styles.right)}>{shown}</span>;
    // The button's name is 'Edit {field} of {row}: ' plus what it shows, so the visible text is in it.
    return (
      <button
        ref={buttonRef}
        type="button"
        className={clsx(
          styles.view,
          props.align === 'right' && styles.right,
          props.truncate && styles.truncate,
        )}
        onClick={open}
        title={props.truncate && value ? value : `Click to edit ${field}`}
      >
        <span className={styles.text}>
          <span className="visually-hidden">{`Edit ${field} of ${rowLabel}: `}</span>
          {shown}
        </span>
        <Pencil size={14} aria-hidden="true" className={styles.pencil} />
      </button>
    );
  }

  const busy = mode === 'busy';
  const common = {
    className: clsx(styles.input, problem && styles.invalid),
    'aria-label': `${field} of ${rowLabel}`,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? errorId : undefined,
    disabled: busy,
    autoFocus: true,
    onKeyDown,
    onBlur: (event: { currentTarget: { value: string } }) => void commit(event.currentTarget.value),
  } as const;

  return (
    <span className={styles.editor} aria-busy={busy || undefined}>
      {type === 'select' ? (
        <select
          {...common}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            void commit(event.target.value);
          }}
        >
          {options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={type}
          value={draft}
          min={props.min}
          max={props.max}
          step={props.step}
          placeholder={props.placeholder}
          onChange={(event) => setDraft(event.target.value)}
        />
      )}
      {busy && <LoaderCircle size={16} className={styles.spinner} aria-label="Saving" />}
      {problem && (
        <span id={errorId} className={styles.problem} role="alert">
          {problem}
        </span>
      )}
    </span>
  );
}
