/** Light/dark choice: follows the system until the visitor picks one with the toggle, then remembers it. */
import { isTheme, type Theme, themeCookie } from '@league/shared/theme-choice';
import { useSyncExternalStore } from 'react';

const STORAGE_KEY = 'theme';

export function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isTheme(value) ? value : null;
  } catch {
    return null;
  }
}

export function systemTheme(): Theme {
  return window.matchMedia?.('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
}

/**
 * Applies the remembered choice, and keeps the cookie that lets the server paint it (a choice made
 * before the cookie existed gets one here).
 */
export function applyStoredTheme(): void {
  const theme = storedTheme();
  if (theme) showTheme(theme);
}

/** Puts the theme on the page and in the cookie the server reads (packages/shared/src/theme-choice.ts). */
function showTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some phone browsers
  document.cookie = themeCookie(theme);
}

const listeners = new Set<() => void>();

export function setTheme(theme: Theme): void {
  showTheme(theme);
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
