/**
 * The app's own secrets and HMAC signing (RFC 2104, SHA-256) of values that travel through the
 * browser, such as the trusted-device cookie. Each secret is generated once (256 random bits) by
 * whichever app instance needs it first and stored in `app_secrets` with
 * `INSERT … ON CONFLICT DO NOTHING`, so every instance on the database signs with the same key
 * and a restart keeps it. These keys only sign; nothing encrypted at rest uses them.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { appSecrets } from '../db/schema';

const cache = new WeakMap<object, Map<string, Promise<Buffer>>>();

/**
 * The secret called `name` (32 bytes), created on first use. Cached per database handle.
 * @throws only database errors.
 */
export function appSecret(db: DbOrTx, name: string): Promise<Buffer> {
  let byName = cache.get(db);
  if (!byName) cache.set(db, (byName = new Map()));
  let secret = byName.get(name);
  if (!secret) {
    secret = (async () => {
      await db
        .insert(appSecrets)
        .values({ name, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
      return Buffer.from(row!.value, 'base64url');
    })();
    secret.catch(() => byName.delete(name));
    byName.set(name, secret);
  }
  return secret;
}

const mac = (key: Buffer, value: string) =>
  createHmac('sha256', key).update(value).digest('base64url');

/** `<value>.<HMAC-SHA256(value) in base64url>`; `value` may be any text. */
export function signValue(key: Buffer, value: string): string {
  return `${value}.${mac(key, value)}`;
}

/**
 * The value of a `signValue` string when its signature is right (compared in constant time),
 * otherwise null.
 */
export function unsignValue(key: Buffer, signed: string | undefined | null): string | null {
  if (!signed) return null;
  const dot = signed.lastIndexOf('.');
  if (dot <= 0) return null;
  const value = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1));
  const expected = Buffer.from(mac(key, value));
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}
