import Link from 'next/link';
import { getEnv } from '@/lib/env';

/** The site's address from CONTACT_EMAIL, or null when none is set (the server warns at start-up). */
export const contactEmail = (): string | null => getEnv().contactEmail;

/**
 * The operator's address from CONTACT_EMAIL; never a made-up one. Unset, a player is sent to the
 * contact page (which says what it can) and the setup hint stays in docs/DEPLOY.md and the server log.
 */
export function ContactAddress() {
  const email = contactEmail();
  if (!email) return <Link href="/contact">our contact page</Link>;
  return (
    <a href={`mailto:${email}`} data-testid="contact-email">
      {email}
    </a>
  );
}
