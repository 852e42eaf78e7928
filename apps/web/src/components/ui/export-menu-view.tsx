import { EXPORT_FORMATS, type ExportFormat } from '@league/shared/domain/table-export';
import clsx from 'clsx';
import { ChevronDown, Download, FileJson, FileSpreadsheet } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { usePopup } from '../../hooks/use-popup.ts';
import { apiDownload, errorMessage } from '../../lib/api-client.ts';
import { buttonClass } from './button.tsx';
import styles from './export-menu.module.css';
import { useOptionalToast } from './toast.tsx';

const LABELS: Record<ExportFormat, string> = { csv: 'CSV', json: 'JSON' };
const ICONS = { csv: FileSpreadsheet, json: FileJson } as const;

/** `/api/x?a=1` + format → `/api/x?a=1&format=csv`. */
export function exportUrl(readUrl: string, format: ExportFormat): string {
  const url = new URL(readUrl, 'http://site.invalid');
  url.searchParams.delete('limit');
  url.searchParams.delete('offset');
  url.searchParams.set('format', format);
  return `${url.pathname}${url.search}`;
}

export interface ExportMenuProps {
  /** The API read the table shows, with the view's query; the menu asks it for a file. */
  readUrl: string;
  /** What is exported, for the button's accessible name: 'Export: the leaderboard'. */
  what: string;
  /**
   * Which edge of the button the menu lines up with: `end` for a button at the right of its row. Where
   * that would cut the menu off at the screen's edge (a narrow screen wraps the row), it takes the other.
   */
  align?: 'start' | 'end';
}

/**
 * `Export` ▾ CSV / JSON (docs/product/api-contract.md#exports): every row of the view on screen as a file,
 * fetched with the session (staff tables need it) and saved under the name the server gives it.
 */
export function ExportMenuView({ readUrl, what, align = 'start' }: ExportMenuProps) {
  const { open, close, containerRef, panelId: menuId, toggleProps } = usePopup();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const panelRef = useRef<HTMLUListElement>(null);
  const [side, setSide] = useState(align);
  useLayoutEffect(() => {
    if (!open) {
      setSide(align);
      return;
    }
    const box = panelRef.current?.getBoundingClientRect();
    if (!box) return;
    if (box.left < 0) setSide('start');
    else if (box.right > document.documentElement.clientWidth) setSide('end');
  }, [open, align]);
  const toast = useOptionalToast();

  const download = async (format: ExportFormat) => {
    setBusy(format);
    try {
      const { blob, filename } = await apiDownload(exportUrl(readUrl, format), `export.${format}`);
      saveFile(blob, filename);
      close();
    } catch (error) {
      toast?.showToast(`Export failed: ${errorMessage(error)}`, { tone: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={styles.area} ref={containerRef}>
      <button {...toggleProps} className={buttonClass('secondary')} aria-label={`Export: ${what}`}>
        <Download size={16} aria-hidden="true" />
        Export
        <ChevronDown size={14} aria-hidden="true" />
      </button>
      {open && (
        <ul
          ref={panelRef}
          id={menuId}
          className={clsx(styles.panel, side === 'end' && styles.end)}
          aria-label={`Export ${what} as`}
        >
          {EXPORT_FORMATS.map((format) => {
            const Icon = ICONS[format];
            return (
              <li key={format}>
                <button
                  type="button"
                  className={styles.item}
                  disabled={busy !== null}
                  aria-busy={busy === format || undefined}
                  onClick={() => void download(format)}
                >
                  <Icon size={16} aria-hidden="true" />
                  {LABELS[format]}
                  <span className={styles.hint}>{busy === format ? 'Preparing…' : `.${format}`}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** Hands a downloaded file to the browser as a download. */
function saveFile(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is done.
  window.setTimeout(() => URL.revokeObjectURL(href), 1000);
}
