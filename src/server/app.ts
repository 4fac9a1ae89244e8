/**
 * `buildApp(options)` assembles the Fastify instance: security headers, CSRF and auth guards,
 * the API modules, the health check and the built client. `main.ts` listens; tests call
 * `app.inject` or listen on a random port.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { fastSerializerCompiler } from './http/fast-serializer';
import type { AppConfig } from './env';
import { openDatabase, type Database, type Listener } from './db/client';
import type { AppContext, CaptchaVerifier, RouteInfo } from './context';
import { installErrorHandling } from './http/errors';
import { installCsrfProtection } from './http/csrf';
import { installAuthGuard } from './http/auth-guard';
import { installNulGuard } from './http/nul-guard';
import { installSecurityHeaders } from './http/security-headers';
import { installOpenApi } from './http/openapi';
import { isDeclaredRoute } from './http/route-schemas';
import { registerHealthRoutes } from './http/health';
import { installRequestLog, requestIdFor } from './http/request-log';
import { createMetrics, installMetrics, type AppMetrics } from './http/metrics';
import { installCompression, serveClient } from './http/compression';
import { registerModules } from './modules';
import { ensureBuiltInTemplates } from './modules/templates/built-in-templates';
import { startBackgroundJobs } from './jobs';
import { verifyRecaptchaToken } from './modules/auth/captcha';
import { AUTH_CHANNEL, SessionCache } from './modules/auth/session-cache';
import { LiveHub, type LiveHubOptions } from './modules/live/live-hub';
import {
  installChangeEvents,
  installWebSocket,
  registerLiveRoutes,
} from './modules/live/live.routes';

export interface BuildAppOptions {
  config: AppConfig;
  /** An open database; when absent one is opened from the config. */
  database?: Database;
  now?: () => Date;
  verifyCaptcha?: CaptchaVerifier;
  /** Start the mail worker and clean-up timers (default true; tests may drive them by hand). */
  backgroundJobs?: boolean;
  /**
   * false: no logging; a stream: lines of `config.logLevel` and above written there (`main.ts`
   * passes its batched destination, decision 34; tests read the access log with `level`
   * `info`). Absent: standard output, synchronously.
   */
  logger?:
    boolean | { stream: NodeJS.WritableStream | { write(line: string): unknown }; level?: string };
  /** The built client's folder (default `<root>/dist/client`); tests serve one they make. */
  clientDir?: string;
  /** How long a resolved session is reused, in ms (default 5 s; decision 23; tests lengthen it). */
  sessionCacheTtlMs?: number;
  /** Timers of the live 1:1 (session re-check, compaction, write-back debounce; tests shorten them). */
  live?: LiveHubOptions;
}

/** The built client, `<root>/dist/client`: from `src/server` (tsx) and `dist/server` (the build) alike. */
const defaultClientDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../dist/client',
);

/**
 * The server's clock: the real one, or (`FAKE_NOW`, test setting) one that starts at `fakeNow`
 * when the app is built and runs on at real speed.
 */
export function clockFrom(fakeNow: Date | null): () => Date {
  if (!fakeNow) return () => new Date();
  const offset = fakeNow.getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const clientDir = options.clientDir ?? defaultClientDir;
  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : typeof options.logger === 'object'
          ? { level: options.logger.level ?? config.logLevel, stream: options.logger.stream }
          : { level: config.logLevel },
    trustProxy: config.trustProxy === false ? false : config.trustProxy.join(','),
    bodyLimit: 1024 * 1024,
    // Ids from the proxy when well-formed, else UUIDs; one access-log line per request.
    requestIdHeader: false,
    genReqId: (request) => requestIdFor(request.headers['x-request-id']),
    logController: new LogController({ disableRequestLogging: true }),
    // Idle keep-alive sockets close at once on shutdown; in-flight requests finish.
    forceCloseConnections: 'idle',
  });
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    now: options.now ?? clockFrom(config.fakeNow),
    verifyCaptcha:
      options.verifyCaptcha ??
      ((token, ip) => verifyRecaptchaToken(config.recaptchaSecretKey ?? '', token, ip)),
    wakeMailer: () => {},
    metrics: null as unknown as AppMetrics,
    sessionCache: new SessionCache(options.sessionCacheTtlMs),
    live: null as unknown as LiveHub,
  };
  // The session cache is on only while the database's `cadence_auth` notifications arrive.
  let listening: Listener | null = null;
  const authListener = await database.listen(AUTH_CHANNEL, {
    onNotify: () => ctx.sessionCache.clear(),
    onReset: () => ctx.sessionCache.setEnabled(listening?.connected() ?? false),
  });
  listening = authListener;
  ctx.sessionCache.setEnabled(authListener.connected());
  ctx.metrics = createMetrics(ctx);
  app.decorate('ctx', ctx);
  const live = new LiveHub(ctx, app.log, options.live);
  ctx.live = live;
  const routes: RouteInfo[] = [];
  app.decorate('routeInventory', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || !isDeclaredRoute(route.url)) continue;
      routes.push({
        method,
        url: route.url,
        public: Boolean(route.config?.public),
        allowDuringPasswordChange: Boolean(route.config?.allowDuringPasswordChange),
        allowDuringTwoFactorSetup: Boolean(route.config?.allowDuringTwoFactorSetup),
      });
    }
  });
  // JSON only: a text/plain body (what a cross-site HTML form can send) is refused with 415.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(fastSerializerCompiler);

  installSecurityHeaders(app, config);
  await installCompression(app);
  await app.register(cookie);
  await installWebSocket(app);
  // Per-route limits only (routes opt in with `config.rateLimit`); sign-in has its own
  // database-backed throttle that works across instances.
  await app.register(rateLimit, { global: false });
  installRequestLog(app);
  installMetrics(app, ctx.metrics, config.metricsToken);
  installErrorHandling(app);
  installCsrfProtection(app, config.appUrl);
  installAuthGuard(app);
  installNulGuard(app);
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/')) void reply.header('Cache-Control', 'no-store');
    return payload;
  });

  await installOpenApi(app);

  registerHealthRoutes(app, database);

  registerLiveRoutes(app, live);
  installChangeEvents(app, live);
  await live.start();

  await registerModules(app);
  await ensureBuiltInTemplates(database.db);

  const sendClientPage = fs.existsSync(path.join(clientDir, 'index.html'))
    ? await serveClient(app, clientDir)
    : null;
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && sendClientPage) {
      return sendClientPage(request, reply);
    }
    return reply
      .status(404)
      .type('text/plain')
      .send('Not found. Build the client with `npm run build`.');
  });

  // One onClose hook, in this order: the jobs finish their current work and release their
  // leases while the database is still open, then the database closes.
  const stopJobs = options.backgroundJobs !== false ? startBackgroundJobs(app) : null;
  app.addHook('onClose', async () => {
    await live.close();
    if (stopJobs) await stopJobs();
    await authListener.close();
    if (!options.database) await database.close();
  });
  return app;
}
