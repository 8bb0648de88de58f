export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 72;

/** Reasons a password is too weak, in plain words; empty when it is acceptable. */
export function weakPasswordReasons(password: string): string[] {
  const reasons: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) reasons.push(`use at least ${PASSWORD_MIN_LENGTH} characters`);
  if (password.length > PASSWORD_MAX_LENGTH) reasons.push(`use at most ${PASSWORD_MAX_LENGTH} characters`);
  if (!/[A-Za-z]/.test(password)) reasons.push('include a letter');
  if (!/[0-9]/.test(password)) reasons.push('include a digit');
  return reasons;
}

export function weakPasswordMessage(reasons: string[]): string {
  return `Password is too weak: ${reasons.join(', ')}.`;
}
