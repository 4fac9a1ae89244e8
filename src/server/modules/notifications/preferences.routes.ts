/**
 * Notification preferences and the one-click unsubscribe (docs/decisions/0019-reminders-digests.md):
 *
 * | route                            | access                           | answer                        |
 * |----------------------------------|----------------------------------|-------------------------------|
 * | GET  /api/me/notification-preferences | signed in, own only          | the whole object              |
 * | PUT  /api/me/notification-preferences | signed in, own only          | the saved object; bad: 400    |
 * | GET  /api/unsubscribe/{token}    | the token is the authority       | what it turns off; no change  |
 * | POST /api/unsubscribe/{token}    | the token; no session, no CSRF   | turned off (RFC 8058 3.1)     |
 *
 * The POST accepts the mail provider's `application/x-www-form-urlencoded`
 * `List-Unsubscribe=One-Click` and the page's JSON `{}`. A token that does not verify, or whose
 * person is gone or deactivated, answers 404 and changes nothing.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  EMAIL_KIND_LABELS,
  notificationPreferencesSchema,
  unsubscribeInfoSchema,
  unsubscribeInputSchema,
  type UnsubscribeInfo,
} from '@/shared/schemas/notification-preferences';
import { users } from '../../db/schema';
import { actorOf } from '../../http/auth-guard';
import { AppError } from '../../http/errors';
import { errorResponses, noQuery, orEmptyBody } from '../../http/route-schemas';
import { readUnsubscribeToken } from '../mail/unsubscribe-token';
import { erasePreferences, loadPreferences, savePreferences, turnOffEmail } from './preferences';

const tags = ['notifications'];

const tokenParams = z.object({
  token: z.string().max(300).meta({
    description: 'The signed token of an unsubscribe link; anything else answers 404',
  }),
});

const notFound = () => new AppError(404, 'NOT_FOUND', 'This unsubscribe link is not valid');

/** Registers the preferences and unsubscribe routes. */
export function registerPreferenceRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  // "Download my data" carries the person's settings; erasure removes them (decision 16).
  app.privacy.addExportSection({
    name: 'notificationPreferences',
    collect: ({ db, user }) => loadPreferences(db, user.id),
  });
  app.privacy.addEraseStep(({ tx, user }) => erasePreferences(tx, user.id));

  r.get(
    '/api/me/notification-preferences',
    {
      schema: {
        tags,
        summary: "The caller's notification preferences (the defaults until they save any)",
        querystring: noQuery,
        response: { 200: notificationPreferencesSchema, ...errorResponses },
      },
    },
    async (request) => loadPreferences(ctx.db, actorOf(request).id),
  );

  r.put(
    '/api/me/notification-preferences',
    {
      schema: {
        tags,
        summary: "Replace the caller's notification preferences (the whole object)",
        body: orEmptyBody(notificationPreferencesSchema),
        response: { 200: notificationPreferencesSchema, ...errorResponses },
      },
    },
    async (request) => savePreferences(ctx.db, actorOf(request).id, request.body, ctx.now()),
  );

  /** The person and kind of `token` when it verifies and the person is active, else 404. */
  const resolve = async (token: string) => {
    const named = readUnsubscribeToken(ctx.config, token);
    if (!named) throw notFound();
    const [person] = await ctx.db
      .select({ id: users.id, isActive: users.isActive })
      .from(users)
      .where(eq(users.id, named.userId));
    if (!person?.isActive) throw notFound();
    return named;
  };
  const info = async (userId: number, kind: UnsubscribeInfo['kind']): Promise<UnsubscribeInfo> => ({
    kind,
    label: EMAIL_KIND_LABELS[kind],
    enabled: (await loadPreferences(ctx.db, userId)).email[kind] ?? true,
  });

  r.get(
    '/api/unsubscribe/:token',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'What an unsubscribe link turns off (changes nothing)',
        params: tokenParams,
        querystring: noQuery,
        response: { 200: unsubscribeInfoSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { userId, kind } = await resolve(request.params.token);
      return info(userId, kind);
    },
  );

  void app.register(async (scoped) => {
    // Mail providers post a form (RFC 8058 3.1); this route alone reads that content type.
    scoped.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scoped.withTypeProvider<ZodTypeProvider>().post(
      '/api/unsubscribe/:token',
      {
        config: { public: true, csrfExempt: true },
        schema: {
          tags,
          summary:
            'One-click unsubscribe (RFC 8058): turns off e-mail of the link’s kind for its person only',
          params: tokenParams,
          body: orEmptyBody(unsubscribeInputSchema),
          response: { 200: unsubscribeInfoSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { userId, kind } = await resolve(request.params.token);
        await turnOffEmail(ctx.db, userId, kind, ctx.now());
        return info(userId, kind);
      },
    );
  });
}
