import type { ReactNode } from 'react';
import { describeRefusal } from './refusal';

type Props = {
  /** The HTTP status of the failed request; 0 when it got no answer, null when none failed. */
  status: number | null;
  message: string;
  onRetry(): void;
  /** Another way forward beside Retry (a link), when there is one. */
  children?: ReactNode;
  testId?: string;
};

/** A request that failed, said so a player knows what happened and what to do: a title, the reason, Retry. */
export function RefusalPanel({ status, message, onRetry, children, testId = 'load-failed' }: Props) {
  const refusal = describeRefusal(status, message);
  return (
    <div
      className="space-y-2 rounded-md border border-red-300 bg-white p-4 text-slate-900 dark:border-red-700 dark:bg-slate-900 dark:text-slate-100"
      role="alert"
      data-testid={testId}
      data-kind={refusal.kind}
    >
      <p className="font-semibold">{refusal.title}</p>
      <p>{refusal.message}</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-primary" onClick={onRetry}>
          Retry
        </button>
        {children}
      </div>
    </div>
  );
}
