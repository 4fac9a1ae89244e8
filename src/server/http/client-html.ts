/**
 * The HTML answer of the client's pages (decision 22 and its amendment).
 *
 * - A browser without a live session gets the built file: `landing.html` (the landing page
 *   prerendered) at `/` when it sent no session cookie, `index.html` otherwise, both
 *   `Cache-Control: no-cache` (./compression.ts).
 * - A browser whose session cookie names a live session gets index.html with, in `#root`, the
 *   signed-in page's shell (the demo banner and the header, rendered per request by the build's
 *   `dist/ssr/prerender.js`, src/client/prerender.tsx, when the build has it) and, after it, the user
 *   GET /api/auth/user would answer, as JSON in `<script type="application/json"
 *   id="cadence-user">` (`userScript`): the client shows the page without waiting for that
 *   request (src/client/features/auth/api/current-user.ts). The JSON cannot close the element:
 *   `<`, `>`, `&` and the line separators are written as `\uXXXX` escapes. A data block is not
 *   run, so the CSP's `script-src 'self'` stays as it is. The answer holds a person's data, so it
 *   is `Cache-Control: no-store` like the API's answers: kept by no cache, shared or the
 *   browser's. Every answer varies with the cookie.
 *
 * Every page also carries the client's loader (src/client/boot.ts, the build's
 * `/assets/boot-<hash>.js`), a script file of its own, so `script-src` stays `'self'`.
 *
 * The session is read with `loadActor`, as the API reads it (the session cache, else one SQL statement).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentUserSchema, type User } from '@/shared/schemas/user';
import { presentCurrentUser } from '../modules/auth/current-user';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../modules/auth/sessions';
import { loadActor } from './auth-guard';

/** Cache-Control of an HTML answer that carries the signed-in user: never stored. */
export const CACHE_PERSONAL = 'no-store';
/** The id of the data block holding the signed-in user (the client reads it by this id). */
export const USER_ELEMENT_ID = 'cadence-user';

const ROOT = '<div id="root"></div>';

/** Renders the signed-in shell's markup for a user (`renderShell` of dist/ssr/prerender.js). */
export type ShellRenderer = (user: User) => string;

/**
 * JSON that can stand inside an HTML `<script>` element: `<`, `>` and `&` (so neither
 * `</script>` nor `<!--` can appear) and U+2028/U+2029 become `\uXXXX` escapes, which
 * `JSON.parse` reads back as the same characters.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The data block carrying `user` (the shape of GET /api/auth/user, unknown keys dropped). */
export function userScript(user: unknown): string {
  const json = jsonForHtml(currentUserSchema.parse(user));
  return `<script type="application/json" id="${USER_ELEMENT_ID}">${json}</script>`;
}

/**
 * The shell renderer the build wrote beside the client (`<clientDir>/../ssr/prerender.js`), or null
 * when there is none (a client built without it, tests): pages then carry the user only.
 */
async function loadShellRenderer(clientDir: string): Promise<ShellRenderer | null> {
  const file = path.join(clientDir, '..', 'ssr', 'prerender.js');
  if (!fs.existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderShell?: ShellRenderer };
  return typeof module.renderShell === 'function' ? module.renderShell : null;
}

/** What the client's pages are made of, read once when the app starts (the build does not change). */
export interface ClientPages {
  /** index.html's text, into which a signed-in page's shell and user are put. */
  indexHtml: string;
  /** Whether the build wrote landing.html. */
  hasLanding: boolean;
  renderShell: ShellRenderer | null;
}

/** Reads the built client's index.html, whether landing.html exists and the shell renderer. */
export async function loadClientPages(clientDir: string): Promise<ClientPages> {
  return {
    indexHtml: await fs.promises.readFile(path.join(clientDir, 'index.html'), 'utf8'),
    hasLanding: fs.existsSync(path.join(clientDir, 'landing.html')),
    renderShell: await loadShellRenderer(clientDir),
  };
}

/** Whether the request carries a session cookie (either name; it may still be expired). */
function hasSessionCookie(request: FastifyRequest): boolean {
  return (
    request.cookies[SESSION_COOKIE] !== undefined ||
    request.cookies[SECURE_SESSION_COOKIE] !== undefined
  );
}

/**
 * Sends the client's page for `request` from `pages` (see the module comment): `landing` says
 * whether this is `/`, where a visitor gets landing.html when the build wrote it.
 */
export async function sendClientPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  pages: ClientPages,
  landing: boolean,
): Promise<FastifyReply> {
  void reply.header('Vary', 'Cookie');
  if (hasSessionCookie(request)) {
    await loadActor(app, request);
    const actor = request.actor;
    if (actor) {
      const user = presentCurrentUser(actor, request.twoFactorSetupRequired, app.ctx.config);
      const shell = pages.renderShell ? pages.renderShell(user) : null;
      const root = shell === null ? ROOT : `<div id="root" data-prerendered="shell">${shell}</div>`;
      return reply
        .header('Cache-Control', CACHE_PERSONAL)
        .type('text/html; charset=utf-8')
        .send(pages.indexHtml.replace(ROOT, () => root + userScript(user)));
    }
  }
  const visitorLanding = landing && pages.hasLanding && !hasSessionCookie(request);
  return reply.type('text/html').sendFile(visitorLanding ? 'landing.html' : 'index.html');
}
