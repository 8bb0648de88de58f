/** The statistics section while they load: what the page first shows, and keeps until they come. */
export function StatisticsLoading({ failed = false }: { failed?: boolean }) {
  return (
    <section aria-labelledby="statistics-title" className="space-y-3" data-testid="statistics-panel" aria-busy={!failed}>
      <h2 id="statistics-title" className="text-lg font-bold">
        Statistics
      </h2>
      {failed ? (
        <p className="text-sm text-red-800 dark:text-red-300">Your statistics cannot be loaded right now.</p>
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-300">Loading your statistics…</p>
      )}
    </section>
  );
}
