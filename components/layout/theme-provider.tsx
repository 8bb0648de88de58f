'use client';

import { ThemeProvider as NextThemesProvider } from 'next-themes';
import type { ReactNode } from 'react';

/** next-themes sets the class on <html> before first paint, so there is no flash of the wrong theme. */
export function ThemeProvider({ children, nonce }: { children: ReactNode; nonce?: string }) {
  return (
    <NextThemesProvider attribute="class" defaultTheme="system" enableSystem storageKey="theme" disableTransitionOnChange nonce={nonce}>
      {children}
    </NextThemesProvider>
  );
}
