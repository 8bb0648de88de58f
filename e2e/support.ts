import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';

let counter = 0;
/** A unique address per test run, so tests never collide on the shared fresh database. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;
}

export const PASSWORD = 'puzzle pass 42';

export async function signUp(page: Page, email: string, password = PASSWORD) {
  await page.getByRole('button', { name: 'Create Free Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign Up' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByTestId('user-badge')).toBeVisible();
}

export async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log In' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log In' }).click();
}

/** The operator's tier command, against the running test server's database. */
export function setTier(email: string, tier: 'free' | 'premium' | 'admin') {
  execFileSync('npm', ['run', '--silent', 'set-tier', '--', email, tier], {
    env: { ...process.env, EMBEDDED_DATA_DIR: process.env.E2E_DATA_DIR },
    stdio: 'pipe',
  });
}
