import type { BillingAccount } from '@/lib/payments';

const day = (date: Date) => date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** What a subscriber should know: a failed payment, or the date a cancelled subscription ends. */
export function SubscriptionNotes({ account }: { account: BillingAccount }) {
  return (
    <>
      {account.paymentFailedAt && (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-amber-900 dark:bg-amber-950 dark:text-amber-200">
          Your last payment did not go through. Please update your card under Manage subscription to keep Premium.
        </p>
      )}
      {account.paidUntil && (account.cancelAtPeriodEnd || account.status === 'canceled') ? (
        <p>Your subscription is cancelled: Premium lasts until {day(account.paidUntil)}.</p>
      ) : (
        <p>Your Premium comes with a subscription, renewed automatically.</p>
      )}
    </>
  );
}
