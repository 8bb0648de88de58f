export type ThemeChoice = 'light' | 'dark' | null;

export const parseThemeChoice = (value: string | null): ThemeChoice => (value === 'light' || value === 'dark' ? value : null);

/** Dark when chosen, or when nothing was chosen and the system prefers dark. */
export const isDarkTheme = (choice: ThemeChoice, systemPrefersDark: boolean) => choice === 'dark' || (choice === null && systemPrefersDark);
