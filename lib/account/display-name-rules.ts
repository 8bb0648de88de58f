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
  if (name.length < DISPLAY_NAME_MIN || name.length > DISPLAY_NAME_MAX || !SHAPE.test(name))
    return `A display name has ${DISPLAY_NAME_RULE}`;
  return null;
}

/**
 * The look-alike fold, as the arguments of SQL's translate(): each character of FOLD_FROM becomes
 * the one at the same place in FOLD_TO, and those past its end (the separators) are dropped.
 * 0 reads as O; 1, I and l as one another; 2 as Z; 5 as S; 8 as B. Kept small on purpose: each
 * pair merges names, and these are the ones a reader confuses in the site's font.
 * public.display_name_fold (supabase/migrations/20261125000003_names_and_sweeps.sql) is the same
 * fold, with these same two strings; a test proves they agree.
 */
export const FOLD_FROM = '01i258 _-';
export const FOLD_TO = 'ollzsb';

/**
 * The form under which two display names are the same name: ASCII case ignored, separators
 * (space, - and _) dropped, look-alikes merged; "Quiet Otter", "quiet_otter" and "QUIET-0TTER"
 * fold alike. Other characters stay as they are, as they do in SQL.
 */
export function foldDisplayName(name: string): string {
  let folded = '';
  for (const char of name) {
    const lower = char >= 'A' && char <= 'Z' ? char.toLowerCase() : char;
    const at = FOLD_FROM.indexOf(lower);
    if (at < 0) folded += lower;
    else if (at < FOLD_TO.length) folded += FOLD_TO[at];
  }
  return folded;
}
