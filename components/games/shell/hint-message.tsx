/** A hint as the game pages show it: the technique it teaches, then what it says. */
export function HintMessage({ hint, className = 'px-3 py-1' }: { hint: { technique: string; message: string }; className?: string }) {
  return (
    <p
      className={`rounded-md border-l-4 border-amber-600 bg-amber-50 text-sm leading-snug text-slate-900 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50 ${className}`}
      data-testid="hint-message"
    >
      <strong>{hint.technique}:</strong> {hint.message}
    </p>
  );
}
