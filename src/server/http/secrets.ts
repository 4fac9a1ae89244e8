/**
 * The app's own secrets and HMAC signing (RFC 2104, SHA-256) of values that travel through the
 * browser, such as the trusted-device cookie. Each secret is generated once (256 random bits) by
 * whichever app instance needs it first and stored in `app_secrets` with
 * `INSERT … ON CONFLICT DO NOTHING`, so every instance on the database signs with the same key
 * and a restart keeps it. These keys only sign. Encryption at rest (`encryptText`) uses keys
 * derived from `SECRET_KEY` or a key file, which stay outside the database (`encryptionKey`).
 */
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseNotesKey, type AppConfig } from '../env';
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

const keyFileCache = new Map<string, Buffer>();

/**
 * The root key for encryption at rest, from outside the database: `SECRET_KEY` when set, else
 * `DATA_DIR/secret-key`, created once (256 random bits, mode 0600). Several instances must share
 * `SECRET_KEY` (README "Configuration").
 */
function rootKey(config: Pick<AppConfig, 'secretKey' | 'dataDir'>): Buffer {
  if (config.secretKey) return Buffer.from(config.secretKey, 'utf8');
  const file = path.join(config.dataDir, 'secret-key');
  let key = keyFileCache.get(file);
  if (!key) {
    if (!existsSync(file)) {
      mkdirSync(config.dataDir, { recursive: true });
      writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
      chmodSync(file, 0o600);
    }
    key = Buffer.from(readFileSync(file, 'utf8').trim(), 'utf8');
    keyFileCache.set(file, key);
  }
  return key;
}

/**
 * The key of private notes (promise 17, decision 13): `NOTES_KEY` when set, else
 * `DATA_DIR/notes.key`, created once (32 random bytes in base64, mode 0600) and read back on
 * every later start. Several instances on one PostgreSQL must share one `NOTES_KEY`.
 * @throws Error when the key file exists but does not hold a 32-byte key.
 */
export function notesKey(config: AppConfig): Buffer {
  if (config.notesKey) return config.notesKey;
  const file = path.join(config.dataDir, 'notes.key');
  let key = keyFileCache.get(file);
  if (!key) {
    if (!existsSync(file)) {
      mkdirSync(config.dataDir, { recursive: true });
      try {
        writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
        chmodSync(file, 0o600);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
    }
    const parsed = parseNotesKey(readFileSync(file, 'utf8').trim());
    if (!parsed) throw new Error(`${file} does not hold a 32-byte key (base64 or hex)`);
    key = parsed;
    keyFileCache.set(file, key);
  }
  return key;
}

/** A 256-bit key for `purpose`, derived from the root key with HKDF-SHA256 (RFC 5869). */
export function encryptionKey(
  config: Pick<AppConfig, 'secretKey' | 'dataDir'>,
  purpose: string,
): Buffer {
  return Buffer.from(hkdfSync('sha256', rootKey(config), Buffer.alloc(0), purpose, 32));
}

/**
 * AES-256-GCM encryption of `plain` with a random 96-bit IV: `v1.<iv>.<tag>.<ciphertext>`, each
 * base64url. `aad` (associated data, e.g. the row's owner) is authenticated, not stored: the
 * value decrypts only with the same `aad`.
 */
export function encryptText(key: Buffer, plain: string, aad?: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  if (aad !== undefined) cipher.setAAD(Buffer.from(aad, 'utf8'));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/**
 * Decrypts an `encryptText` value sealed with the same `aad`.
 * @throws Error when the value was altered, the key is not the one it was written with, or
 *   `aad` differs (a row copied elsewhere).
 */
export function decryptText(key: Buffer, sealed: string, aad?: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined)
    throw new Error('Not an encrypted value');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  if (aad !== undefined) decipher.setAAD(Buffer.from(aad, 'utf8'));
  return Buffer.concat([
    decipher.update(Buffer.from(data, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

/**
 * The key of the private notes' blind index (decision 33): HKDF-SHA256 (RFC 5869) of the notes
 * key (`notesKey`) for this one purpose, 32 bytes. Outside the database like the notes key, so a
 * copy of the database alone cannot test guessed words against the index.
 * @throws as `notesKey`.
 */
export function notesSearchKey(config: AppConfig): Buffer {
  return Buffer.from(
    hkdfSync('sha256', notesKey(config), Buffer.alloc(0), 'cadence.private-note-search.v1', 32),
  );
}
