import { expect, test } from './support/fixtures';

test('the address is cleaned of replit*, _* and embed parameters, others stay', async ({
  page,
}) => {
  await page.goto('/?replit_user=1&_ga=2&embed=true&keep=yes');
  await expect.poll(() => new URL(page.url()).search).toBe('?keep=yes');
});

test('unknown paths show the not-found page with its title', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found – Cadence');
  await expect(page.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
  await expect(page.getByText('All rights reserved')).toBeVisible();
});

test('page titles read "page name – Cadence" on the visitor pages', async ({ page }) => {
  for (const [path, title] of [
    ['/', 'Welcome – Cadence'],
    ['/login', 'Sign In – Cadence'],
    ['/signup', 'Sign Up – Cadence'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
});

test('a signed-out visit to a signed-in page goes to /login', async ({ page }) => {
  await page.goto('/manager-dashboard');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
  await expect(page).toHaveTitle('Sign In – Cadence');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
});
