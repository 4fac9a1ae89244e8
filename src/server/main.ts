/**
 * Entry point: validates the configuration, opens the database (applying migrations), builds
 * the app and listens on HOST:PORT. Exits with a one-line reason on a bad configuration.
 * Demo data is never seeded at start: each demo button creates a private, expiring sandbox.
 */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './env';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp({ config });
  const close = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close());
  process.on('SIGTERM', () => void close());
  await app.listen({ port: config.port, host: config.host });
  if (!config.smtpUrl)
    app.log.info('SMTP_URL is not set: e-mail stays in the outbox (email_outbox table)');
}

void main();
