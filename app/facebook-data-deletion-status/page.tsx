import type { Metadata } from 'next';
import Link from 'next/link';
import { unstable_rethrow } from 'next/navigation';
import { CONFIRMATION_CODE, getAccountDeletion } from '@/lib/account';
import type { DeletionRequest, DeletionStatus } from '@/lib/db/store/data-deletion';
import { pageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = (): Metadata =>
  pageMetadata({
    title: 'Facebook Data Deletion Status',
    description: 'Follow a data deletion request made through Facebook with the confirmation code Facebook gave you.',
    path: '/facebook-data-deletion-status',
    noIndex: true,
  });

type Props = { searchParams: Promise<{ code?: string | string[] }> };

type Lookup = { kind: 'none' } | { kind: 'unknown'; code: string } | { kind: 'unavailable' } | { kind: 'found'; request: DeletionRequest };

const STATUS_TEXT: Record<DeletionStatus, { label: string; detail: string }> = {
  received: { label: 'Received', detail: 'We have received this request and are deleting your data.' },
  completed: { label: 'Completed', detail: 'We deleted your account and all the data we held for you.' },
  no_data: { label: 'No data held', detail: 'We held no data for this Facebook account, so there was nothing to delete.' },
};

const dateFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', dateStyle: 'long', timeStyle: 'short' });
const formatDate = (date: Date) => `${dateFormat.format(date)} UTC`;

async function lookUp(rawCode: string | string[] | undefined): Promise<Lookup> {
  const code = typeof rawCode === 'string' ? rawCode.trim() : '';
  if (code === '') return { kind: 'none' };
  // A malformed code cannot name a request: no need to ask the database.
  if (!CONFIRMATION_CODE.test(code)) return { kind: 'unknown', code: code.slice(0, 80) };
  try {
    const request = await (await getAccountDeletion()).requestStatus(code);
    return request ? { kind: 'found', request } : { kind: 'unknown', code };
  } catch (error) {
    unstable_rethrow(error);
    console.error('[facebook-data-deletion-status] lookup failed:', error);
    return { kind: 'unavailable' };
  }
}

export default async function FacebookDataDeletionStatusPage({ searchParams }: Props) {
  const rawCode = (await searchParams).code;
  const lookup = await lookUp(rawCode);
  const prefill = lookup.kind === 'found' ? lookup.request.confirmationCode : lookup.kind === 'unknown' ? lookup.code : '';
  return (
    <div className="prose-page">
      <h1>Facebook data deletion status</h1>
      <p>
        When you ask Facebook to have your data deleted from Puzzle Games, Facebook gives you a confirmation code and a link to this page.
        The page shows what became of that request.
      </p>

      {lookup.kind === 'found' && (
        <section
          aria-labelledby="request-heading"
          className="card space-y-3"
          data-testid="deletion-status"
          data-status={lookup.request.status}
        >
          <h2 id="request-heading">Request {lookup.request.confirmationCode}</h2>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2">
            <dt className="font-semibold">Status</dt>
            <dd data-testid="deletion-status-label">{STATUS_TEXT[lookup.request.status].label}</dd>
            <dt className="font-semibold">Requested</dt>
            <dd>
              <time dateTime={lookup.request.requestedAt.toISOString()}>{formatDate(lookup.request.requestedAt)}</time>
            </dd>
            {lookup.request.completedAt && (
              <>
                <dt className="font-semibold">{lookup.request.status === 'completed' ? 'Completed' : 'Closed'}</dt>
                <dd>
                  <time dateTime={lookup.request.completedAt.toISOString()}>{formatDate(lookup.request.completedAt)}</time>
                </dd>
              </>
            )}
          </dl>
          <p>{STATUS_TEXT[lookup.request.status].detail}</p>
        </section>
      )}
      {lookup.kind === 'unknown' && (
        <p
          role="status"
          className="rounded-md bg-amber-50 p-3 text-amber-900 dark:bg-amber-950 dark:text-amber-100"
          data-testid="deletion-status-unknown"
        >
          We have no deletion request with this confirmation code.
        </p>
      )}
      {lookup.kind === 'unavailable' && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800 dark:bg-red-950 dark:text-red-200">
          The status cannot be looked up right now. Please try again in a few minutes.
        </p>
      )}

      <form method="get" action="/facebook-data-deletion-status" className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm font-medium">
          Confirmation code
          <input
            name="code"
            defaultValue={prefill}
            required
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            className="rounded-md border border-slate-300 bg-white px-3 py-2 font-mono dark:border-slate-600 dark:bg-slate-800"
          />
        </label>
        <button type="submit" className="btn-primary">
          Check status
        </button>
      </form>
      <p>
        What we delete and the other way to ask are explained on <Link href="/data-deletion">data deletion</Link>.
      </p>
    </div>
  );
}
