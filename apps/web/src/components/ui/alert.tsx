import clsx from 'clsx';
import { CircleCheckBig, Info, TriangleExclamationPoint } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './alert.module.css';

interface AlertProps {
  tone?: 'info' | 'success' | 'error' | 'warning';
  children: ReactNode;
  className?: string;
}

const ICONS = {
  info: Info,
  success: CircleCheckBig,
  error: TriangleExclamationPoint,
  warning: TriangleExclamationPoint,
};

/** An inline message box; errors are announced assertively, the rest politely. */
export function Alert({ tone = 'info', children, className }: AlertProps) {
  const Icon = ICONS[tone];
  return (
    <div className={clsx(styles.alert, styles[tone], className)} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon className={styles.icon} size={18} aria-hidden="true" />
      <div className={styles.body}>{children}</div>
    </div>
  );
}
