import Link from 'next/link';
import type { ReactNode } from 'react';
import { getBilling, getOffer, hasManageableSubscription, paymentsConfigured } from '@/lib/payments';
import { CheckoutButtons } from './checkout-buttons';
import { ManageSubscriptionButton } from './manage-subscription-button';
import { SubscriptionNotes } from './subscription-notes';

type Props = { user: { id: string } | null; premium: boolean; checkoutSucceeded: boolean; unavailable: boolean; contact: ReactNode };

/** The way to Premium for this visitor: the offer, the sign-in first, the portal, or the contact line. */
export async function PremiumOffer({ user, premium, checkoutSucceeded, unavailable, contact }: Props) {
  const contactLine = <p>Questions about Premium or a payment? Write to {contact}.</p>;
  // Without online payment (see docs/DEPLOY.md) Premium is arranged by e-mail: a player reads an offer, not a setup note.
  if (!paymentsConfigured()) {
    if (premium) return <p>Your Premium is switched on: there is nothing to pay. Questions? Write to {contact}.</p>;
    return (
      <>
        <p data-testid="premium-by-email">
          To get Premium, write to {contact} from the e-mail address of your account: we tell you how to pay and switch Premium on for you.
        </p>
        {!user && !unavailable && (
          <p>
            No account yet? <Link href="/signup?next=/premium">Create a free account</Link> first (or{' '}
            <Link href="/login?next=/premium">sign in</Link>).
          </p>
        )}
      </>
    );
  }
  if (unavailable) return <>{contactLine}</>;
  if (!user) {
    return (
      <>
        <p>
          Premium belongs to an account: <Link href="/login?next=/premium">sign in</Link> or{' '}
          <Link href="/signup?next=/premium">create a free account</Link> first, and you come back here to choose a plan.
        </p>
        {contactLine}
      </>
    );
  }
  const account = await (await getBilling()).account(user.id);
  if (premium || hasManageableSubscription(account)) {
    return (
      <>
        {hasManageableSubscription(account) && account ? (
          <>
            <SubscriptionNotes account={account} />
            <ManageSubscriptionButton returnTo="/premium" />
          </>
        ) : (
          <p>Your Premium was switched on by us: there is nothing to pay.</p>
        )}
        {contactLine}
      </>
    );
  }
  if (checkoutSucceeded) return <>{contactLine}</>;
  const offer = await getOffer();
  return (
    <>
      <CheckoutButtons
        plans={[
          { plan: 'monthly', label: 'Monthly', price: offer?.monthly ? `${offer.monthly.amount} a month` : null },
          { plan: 'yearly', label: 'Yearly', price: offer?.yearly ? `${offer.yearly.amount} a year` : null },
        ]}
      />
      <p>
        Payment is handled by Stripe: your card details never reach our server. You can cancel at any time under Manage subscription;
        Premium then lasts until the end of the period you paid for.
      </p>
      {contactLine}
    </>
  );
}
