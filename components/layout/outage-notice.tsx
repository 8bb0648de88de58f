/** Where a page leaves out what it could not read: the database is down, the rest of the page works. */
export function OutageNotice({ what }: { what: string }) {
  return (
    <p
      role="status"
      data-testid="outage-notice"
      className="rounded-md bg-amber-50 p-3 text-amber-900 dark:bg-amber-950 dark:text-amber-200"
    >
      {`The database is unavailable right now, so ${what} cannot be shown. Everything else on this page works; please try again shortly.`}
    </p>
  );
}
