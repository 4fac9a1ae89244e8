/**
 * The API reference page (GET /api/docs, docs/api.md) renders in the browser under the app's
 * Content-Security-Policy: one entry per operation of GET /api/openapi.json, no script error
 * (CSP violations fail every test: the `cspViolations` fixture).
 */
import { expect, test } from './support/fixtures';

test('the API reference page lists every operation of the OpenAPI document', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const openapi = (await (await page.request.get('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const operations = Object.values(openapi.paths).flatMap((path) => Object.keys(path)).length;
  expect(operations).toBeGreaterThan(40);

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /cadence/ }).first()).toBeVisible();
  await expect(page.locator('.opblock')).toHaveCount(operations);
  await page.locator('.opblock-summary', { hasText: '/api/meetings/{id}' }).first().click();
  await expect(
    page.getByText('A positive integer id; anything else answers 404').first(),
  ).toBeVisible();
  expect(problems).toEqual([]);
});
