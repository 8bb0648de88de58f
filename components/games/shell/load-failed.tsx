/** A play that could not be opened: the server's reason and a way to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div className="space-y-2 rounded-md border border-red-300 p-4 dark:border-red-700" role="alert">
      <p>{message}</p>
      <button type="button" className="btn-primary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
