import { RefusalPanel } from '@/components/ui/refusal-panel';

/** A play that could not be opened: what happened (busy, a server error, no connection, refused) and Retry. */
export function LoadFailed({ message, status, onRetry }: { message: string; status: number | null; onRetry(): void }) {
  return <RefusalPanel status={status} message={message} onRetry={onRetry} />;
}
