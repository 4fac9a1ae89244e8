import { expect, test } from '@playwright/test';

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
