/**
 * Signing in and out the way a person does, plus the quick demo sign-in through the API
 * (POST /api/auth/demo-login/{kind} with the page's own cookie jar).
 */
import { expect, type Page } from '@playwright/test';

export type DemoKind = 'senior-manager' | 'manager' | 'team';

/** Fills /login with `email` and `password` and submits; the caller checks where it lands. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Clicks the header's Logout and waits for the landing page at `/`. */
export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
}

/** Signs the page's browser context in as a fresh demo person (a new sandbox). */
export async function demoLogin(page: Page, kind: DemoKind): Promise<void> {
  const res = await page.request.post(`/api/auth/demo-login/${kind}`);
  expect(res.ok(), `demo login ${kind}: ${res.status()}`).toBe(true);
}

/** The calendar date `yyyy-MM-dd` of instant `at` in IANA zone `tz`. */
export function dateIn(tz: string, at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** The wall-clock time `HH:mm` of instant `at` in IANA zone `tz`. */
export function timeIn(tz: string, at: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: tz,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}

/** `date` (`yyyy-MM-dd`) plus `days` calendar days. */
export function plusDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
