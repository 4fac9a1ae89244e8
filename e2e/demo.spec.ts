/**
 * Demo mode (spec 1, 2.4, 2.9): each landing-page demo button signs in as a sample person of a
 * fresh sandbox and reaches that person's home with the demo banner; Exit Demo logs out to `/`.
 */
import { expect, test } from './support/fixtures';

const DEMOS = [
  { button: 'Try as Senior Manager', home: '/senior-manager-dashboard' },
  { button: 'Try as Manager', home: '/manager-dashboard' },
  { button: 'Try as Team Member', home: '/team-member-dashboard' },
] as const;

for (const { button, home } of DEMOS) {
  test(`"${button}" reaches ${home} with the demo banner; Exit Demo returns to /`, async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: button }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(home);
    const banner = page.getByRole('region', { name: 'Demo mode' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('No changes are saved');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

    await banner.getByRole('button', { name: 'Exit Demo' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect(page.getByRole('button', { name: button })).toBeVisible();
    await expect(banner).toBeHidden();

    // The session is gone: a signed-in page now asks to sign in.
    await page.goto(home);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
  });
}
