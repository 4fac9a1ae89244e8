/**
 * Playwright journeys in Debian's Chromium against the real server (PGlite in a fresh data
 * folder) with a real SMTP server (e2e/global-setup.ts) receiving the mail.
 * `npm test` builds the client first and sets CHROMIUM_PATH. Journeys start signed in through
 * e2e/support/fixtures.ts (people created through the API, cookies loaded as storage state).
 */
import { defineConfig } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
const baseURL = `http://127.0.0.1:${E2E_PORT}`;
/** Per-port folders so several runs (E2E_PORT / E2E_SMTP_PORT) can share a machine. */
export const E2E_DATA_DIR = `.tmp/e2e-data-${E2E_PORT}`;
export const E2E_MAIL_DIR = `.tmp/e2e-mail-${E2E_SMTP_PORT}`;
process.env.E2E_MAIL_DIR = E2E_MAIL_DIR;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Every test builds its own organisation (e2e/support/fixtures.ts) or demo sandbox, with its
  // own addresses: tests run in parallel, each file's too. Two workers: this suite's machine has
  // two cores (three were slower: 7.6 min against 5.3, with time-outs); --workers overrides.
  fullyParallel: true,
  workers: 2,
  // No retries: a journey that fails once is a failure to fix, never a flaky row.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // `npm test` also asks for the JSON report (PLAYWRIGHT_JSON_OUTPUT_FILE) to print the slowest.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['list'], ['json']] : [['list']],
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && node --import tsx src/server/main.ts`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      APP_URL: baseURL,
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      MAIL_FROM: 'Cadence <no-reply@cadence.test>',
      DEMO_MODE: 'on',
      // Journeys sign up (the fixtures, through the API) and open demos many times from one address.
      SIGNUP_RATE_LIMIT: '1000',
      // Every journey signs up its own organisation (a company server would close it).
      SIGNUP: 'open',
      DEMO_RATE_LIMIT: '1000',
      DATABASE_URL: '',
      RECAPTCHA_SITE_KEY: '',
      RECAPTCHA_SECRET_KEY: '',
    },
  },
});
