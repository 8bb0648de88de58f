/**
 * What a public display name may be. Browser-safe (the account form checks as you type, from this
 * same module); the server also refuses offensive names (display-name-service.ts).
 */
export const DISPLAY_NAME_MIN = 3;
export const DISPLAY_NAME_MAX = 20;
const SHAPE = /^[A-Za-z0-9 _-]+$/;

export const DISPLAY_NAME_RULE = `${DISPLAY_NAME_MIN} to ${DISPLAY_NAME_MAX} characters: letters, digits, spaces, - and _.`;

/** Spaces trimmed and runs of spaces folded, so "  Ann   Lee " and "Ann Lee" are one name. */
export const normaliseDisplayName = (name: string) => name.trim().replace(/ {2,}/g, ' ');

/** null when the name has an allowed shape, else the reason in words. */
export function displayNameProblem(raw: string): string | null {
  const name = normaliseDisplayName(raw);
  if (name.length < DISPLAY_NAME_MIN || name.length > DISPLAY_NAME_MAX || !SHAPE.test(name)) return `A display name has ${DISPLAY_NAME_RULE}`;
  return null;
}
