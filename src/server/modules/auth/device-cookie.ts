/**
 * The trusted-device cookie of the OWASP device-cookie scheme (docs/security/promises.md
 * promise 18): after a successful sign-in the browser gets `cadence_device`, an HMAC-signed
 * `<account e-mail>|<random device id>`, HttpOnly, for one year. A later sign-in to the same
 * account that presents it is throttled on the device's own counter (`throttle.ts`), so failures
 * from anywhere else never lock the owner out.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { appSecret, signValue, unsignValue } from '../../http/secrets';

export const DEVICE_COOKIE = 'cadence_device';
const DEVICE_COOKIE_DAYS = 365;

const keyOf = (ctx: AppContext) => appSecret(ctx.db, 'device-cookie');
const secure = (ctx: AppContext) => ctx.config.appUrl.startsWith('https:');

/**
 * The device id of the request's cookie when it is validly signed for `email`
 * (case-insensitive), otherwise null.
 */
export async function trustedDeviceOf(
  ctx: AppContext,
  request: FastifyRequest,
  email: string,
): Promise<string | null> {
  const value = unsignValue(await keyOf(ctx), request.cookies[DEVICE_COOKIE]);
  if (!value) return null;
  const bar = value.lastIndexOf('|');
  const account = value.slice(0, bar);
  const device = value.slice(bar + 1);
  return bar > 0 && device && account === email.trim().toLowerCase() ? device : null;
}

/** Sets a device cookie for `email` (the device id is kept when the cookie already names it). */
export async function setDeviceCookie(
  ctx: AppContext,
  reply: FastifyReply,
  email: string,
  deviceId: string | null,
): Promise<void> {
  const id = deviceId ?? randomBytes(16).toString('base64url');
  const value = signValue(await keyOf(ctx), `${email.trim().toLowerCase()}|${id}`);
  void reply.setCookie(DEVICE_COOKIE, value, {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'strict',
    secure: secure(ctx),
    maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
  });
}
