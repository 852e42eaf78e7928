import type { Theme } from '@league/shared/theme-choice';
import clsx from 'clsx';
import { Moon, Sun } from 'lucide-react';
import { setTheme, useTheme } from '../../lib/theme.ts';
import styles from './theme-toggle.module.css';

export function ThemeToggle({ className, withLabel = false }: { className?: string; withLabel?: boolean }) {
  const theme = useTheme();
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} theme`;
  return (
    <button
      type="button"
      className={clsx(styles.toggle, withLabel && styles.withLabel, className)}
      onClick={() => {
        setTheme(next);
      }}
      aria-label={withLabel ? undefined : label}
      title={label}
    >
      {theme === 'dark' ? <Sun size={18} aria-hidden="true" /> : <Moon size={18} aria-hidden="true" />}
      {withLabel && <span>{label}</span>}
    </button>
  );
}
