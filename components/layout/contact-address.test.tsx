import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ContactPage from '@/app/contact/page';
import { ContactAddress } from './contact-address';

const env = vi.hoisted(() => ({ contactEmail: null as string | null }));
vi.mock('@/lib/env', () => ({ getEnv: () => env }));

/** Words meant for whoever runs the site, never for a player. */
const OPERATOR_WORDING = /configured|CONTACT_EMAIL|environment|operator/i;

describe('the contact address', () => {
  beforeEach(() => {
    env.contactEmail = null;
  });

  it('links the configured address', () => {
    env.contactEmail = 'hello@puzzles.example.com';
    render(<ContactAddress />);
    expect(screen.getByRole('link', { name: 'hello@puzzles.example.com' })).toHaveAttribute('href', 'mailto:hello@puzzles.example.com');
  });

  it('unset: sends a player to the contact page, with no operator wording', () => {
    const { container } = render(<ContactAddress />);
    expect(screen.getByRole('link', { name: 'our contact page' })).toHaveAttribute('href', '/contact');
    expect(container.textContent).not.toMatch(OPERATOR_WORDING);
  });

  it('unset: the contact page never points back to itself and says so in a player’s words', () => {
    const { container } = render(<ContactPage />);
    expect(screen.queryByRole('link', { name: 'our contact page' })).toBeNull();
    expect(screen.getByTestId('no-contact-email')).toHaveTextContent('We cannot take questions by e-mail yet');
    expect(container.textContent).not.toMatch(OPERATOR_WORDING);
  });

  it('set: the contact page gives the address for questions and donations', () => {
    env.contactEmail = 'hello@puzzles.example.com';
    render(<ContactPage />);
    expect(screen.getAllByRole('link', { name: 'hello@puzzles.example.com' })).toHaveLength(2);
  });
});
