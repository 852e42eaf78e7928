/** Light/dark choice: follows the system until the visitor picks one with the toggle, then remembers it. */
import { useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';

const STORAGE_KEY = 'theme';

export function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

export function systemTheme(): Theme {
  return window.matchMedia?.('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
}

export function applyStoredTheme(): void {
  const theme = storedTheme();
  if (theme) document.documentElement.dataset.theme = theme;
}

const listeners = new Set<() => void>();

export function setTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  for (const listener of listeners) listener();
  try {
    localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The theme the page shows. A page drawn by the server (which cannot know the visitor's choice) is
 * adopted as dark, the site's default, and redrawn with the visitor's theme straight after.
 */
export function useTheme(): Theme {
  return useSyncExternalStore(
    subscribe,
    () => storedTheme() ?? systemTheme(),
    () => 'dark',
  );
}
