import { getEnv } from '@/lib/env';

/** The operator's address from CONTACT_EMAIL; never a made-up one. */
export function ContactAddress() {
  const email = getEnv().contactEmail;
  if (!email) return <span>the site operator (the contact address has not been configured yet)</span>;
  return (
    <a href={`mailto:${email}`} data-testid="contact-email">
      {email}
    </a>
  );
}
