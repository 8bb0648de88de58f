import { describeRefusal } from './refusal';

type Props = {
  /** The HTTP status of the failed request; 0 when it got no answer, null when none failed. */
  status: number | null;
  message: string;
  onRetry(): void;
  testId?: string;
};

/** A request that failed, said so a player knows what happened and what to do: a title, the reason, Retry. */
export function RefusalPanel({ status, message, onRetry, testId = 'load-failed' }: Props) {
  const refusal = describeRefusal(status, message);
  return (
    <div
      className="space-y-2 rounded-md border border-red-300 p-4 dark:border-red-700"
      role="alert"
      data-testid={testId}
      data-kind={refusal.kind}
    >
      <p className="font-semibold">{refusal.title}</p>
      <p>{refusal.message}</p>
      <button type="button" className="btn-primary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
