import { ExternalLink, X } from 'lucide-react';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import styles from './toast.module.css';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastOptions {
  tone?: ToastTone;
  durationMs?: number;
  /** An external link offered inside the toast. */
  action?: { label: string; href: string };
  /** About the page on screen only: gone when the visitor moves to another page. */
  untilNavigation?: boolean;
}

interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
  action: ToastOptions['action'];
  untilNavigation: boolean;
}

interface ToastApi {
  showToast: (message: string, options?: ToastOptions) => void;
  /** Called by the layout when the page changes: drops the toasts that were about the last page. */
  dismissPageToasts: () => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/**
 * A polite live region for short confirmations, where docs/product says "alert"
 * (docs/product/look-and-feel.md#components).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const showToast = useCallback(
    (
      message: string,
      { tone = 'info', durationMs = 8000, action, untilNavigation = false }: ToastOptions = {},
    ) => {
      const id = nextId.current++;
      setToasts((list) => [...list.slice(-2), { id, message, tone, action, untilNavigation }]);
      window.setTimeout(() => dismiss(id), durationMs);
    },
    [dismiss],
  );

  const dismissPageToasts = useCallback(() => {
    setToasts((list) =>
      list.some((toast) => toast.untilNavigation) ? list.filter((t) => !t.untilNavigation) : list,
    );
  }, []);

  // Escape closes the newest toast, as it would a dialog.
  const open = toasts.length > 0;
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) setToasts((list) => list.slice(0, -1));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const value = useMemo(() => ({ showToast, dismissPageToasts }), [showToast, dismissPageToasts]);

  return (
    <ToastContext value={value}>
      {children}
      <section className={styles.region} aria-live="polite" aria-label="Notifications">
        {toasts.map((toast) => (
          <div key={toast.id} className={styles.toast} data-tone={toast.tone} role="status">
            <div className={styles.content}>
              <p>{toast.message}</p>
              {toast.action && (
                <a
                  href={toast.action.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.action}
                >
                  {toast.action.label}
                  <ExternalLink size={14} aria-hidden="true" />
                </a>
              )}
            </div>
            <button
              type="button"
              className={styles.close}
              onClick={() => dismiss(toast.id)}
              aria-label="Dismiss notification"
            >
              <X size={16} aria-hidden="true" />
            </button>
          </div>
        ))}
      </section>
    </ToastContext>
  );
}

/** The toasts where a provider is mounted; null in a component rendered on its own (a unit test). */
export function useOptionalToast(): ToastApi | null {
  return useContext(ToastContext);
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside ToastProvider');
  return api;
}
