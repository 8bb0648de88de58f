/** What Premium gives, in the words of the /premium page; the house banner offers it in the same words. */
export const PREMIUM_PITCH = 'Premium removes the ads and the daily limit on chess puzzles.';
