'use client';

import { useSyncExternalStore } from 'react';
import { THEME_STORAGE_KEY } from '@/lib/browser-keys';
import { isDarkTheme, parseThemeChoice } from '@/lib/theme/theme';
import { MoonIcon, SunIcon } from '@/components/icons/ui-icons';

// The theme lives on <html> (set before first paint by the pre-paint script); this reads and changes it.
const systemDark = () => window.matchMedia('(prefers-color-scheme: dark)');
const storedChoice = () => {
  try {
    return parseThemeChoice(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return null;
  }
};

function applyTheme(dark: boolean) {
  const root = document.documentElement;
  // No colour transitions while the whole page switches (they would run on every element at once).
  const pause = document.createElement('style');
  pause.textContent = '*,*::before,*::after{transition:none!important}';
  document.head.appendChild(pause);
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  void window.getComputedStyle(root).opacity; // flush styles before the transitions come back
  pause.remove();
}

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  const onSystem = () => {
    if (storedChoice() === null) applyTheme(systemDark().matches);
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) applyTheme(isDarkTheme(parseThemeChoice(event.newValue), systemDark().matches));
  };
  const media = systemDark();
  media.addEventListener('change', onSystem);
  window.addEventListener('storage', onStorage);
  return () => {
    observer.disconnect();
    media.removeEventListener('change', onSystem);
    window.removeEventListener('storage', onStorage);
  };
}

const isDark = () => document.documentElement.classList.contains('dark');

export function ThemeToggle() {
  // null on the server and during hydration: the theme is only known in the browser.
  const dark = useSyncExternalStore(subscribe, isDark, () => null);
  const label = dark === null ? 'Toggle theme' : `Switch to ${dark ? 'light' : 'dark'} theme`;
  return (
    <button
      type="button"
      className="btn-secondary h-9 w-9 px-0"
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      onClick={() => {
        const next = !isDark();
        try {
          localStorage.setItem(THEME_STORAGE_KEY, next ? 'dark' : 'light');
        } catch {
          /* storage blocked: the choice lasts for this page only */
        }
        applyTheme(next);
      }}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
