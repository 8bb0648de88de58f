/** The full "How to play" of a game's page: every rule and control, server-rendered. */
export function HowToSection({ lines }: { lines: readonly string[] }) {
  return (
    <section
      aria-labelledby="how-to-play-title"
      className="space-y-2 border-t border-slate-200 pt-3 dark:border-slate-700"
      data-testid="how-to-play-section"
    >
      <h2 id="how-to-play-title" className="text-lg font-bold">
        How to play
      </h2>
      <ul className="list-disc space-y-1 pl-6 text-sm text-slate-800 dark:text-slate-200">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
