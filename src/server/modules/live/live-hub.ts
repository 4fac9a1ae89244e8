/**
 * The live 1:1's server (docs/live.md; docs/decisions/0029-live-documents.md): Hocuspocus 3
 * (`@hocuspocus/server`) behind `GET /api/live` (live.routes.ts), one Y.Doc `meeting:<id>` per
 * 1:1, with
 * - rights: readable 1:1s only (`access/scope.ts`), refused without data otherwise; the
 *   organiser and the participant write while it is scheduled or in progress, everyone else
 *   reads (`connection.readOnly`); every write re-checks the session and the rights;
 * - saving: each update is stored in Hocuspocus's `beforeHandleMessage` hook, which Hocuspocus
 *   awaits before it applies the message and sends its sync-status ack (`MessageReceiver`), so
 *   nothing is acknowledged before it is in the database; the updates waiting at one moment,
 *   across the instance's documents, are stored by one statement (group commit, `AppendQueue`);
 * - the HTML write-back to `meetings.notes` / `meetings.agenda` (`onStoreDocument`, debounced
 *   1 s, at most every 2 s while typing; by the instance whose connections made the change, at
 *   most two at a time), compaction on unload and every minute;
 * - limits: messages over 256 KiB close with 1009, a document over 1 MiB closes with 4413,
 *   both after a `refused` message; malformed messages close with 4400; awareness states that
 *   name another person close with 4403; sessions signed out or deactivated are dropped by a
 *   re-check every 30 s (4401);
 * - `changed` events after writes to the 1:1 (`changed()`), and, on PostgreSQL, fan-out of
 *   updates, awareness and events to the other instances through LISTEN/NOTIFY (`cadence_live`).
 * Every refusal writes one log line (`live refused …`).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Hocuspocus, type Connection, type Document } from '@hocuspocus/server';
import * as decoding from 'lib0/decoding';
import { applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import type WebSocket from 'ws';
import * as Y from 'yjs';
import {
  LIVE_MAX_DOCUMENT_BYTES,
  LIVE_MAX_MESSAGE_BYTES,
  liveDocumentName,
  meetingIdOfDocument,
  type LiveChangedPart,
  type LiveServerEvent,
} from '@/shared/domain/rich-text-schema';
import type { AppContext, Actor } from '../../context';
import type { Listener } from '../../db/client';
import { scopeOf, canSeeMeeting } from '../../access/scope';
import { meetings } from '../../db/schema';
import { eq, sql } from 'drizzle-orm';
import { resolveSessionCached } from '../auth/sessions';
import { canWriteLiveNotes } from '../meetings/meetings.policy';
import {
  AppendQueue,
  compact,
  loadOrSeed,
  meetingsToCompact,
  readUpdates,
  writeBack,
} from './live-store';

/** The PostgreSQL channel of the live documents' fan-out. */
export const LIVE_CHANNEL = 'cadence_live';
/** Largest NOTIFY payload we send inline (PostgreSQL's limit is 8000 bytes). */
const INLINE_LIMIT = 7000;
/** HTML write-backs one instance runs at once (the pool holds 10 connections). */
const WRITE_BACKS_AT_ONCE = 2;
/** Hocuspocus message types (its `MessageType`) and y-protocols sync steps. */
const MSG_SYNC = 0;
const MSG_AWARENESS = 1;
const MSG_SYNC_REPLY = 4;
const MSG_BROADCAST_STATELESS = 6;
const SYNC_STEP2 = 1;
const SYNC_UPDATE = 2;
/** Origin of updates and awareness applied from another instance. */
const REMOTE = 'cadence-remote';
/** Origin of a PATCH applied to the open copy. */
export const API_ORIGIN = 'cadence-api';

/** Close codes (docs/live.md "Limits"). */
export const LIVE_CLOSE = {
  malformed: 4400,
  signedOut: 4401,
  impersonation: 4403,
  documentTooLarge: 4413,
  messageTooLarge: 1009,
} as const;

/** What each connection carries (Hocuspocus `context`). */
interface LiveContext {
  actor: Actor;
  token: string;
  socket: WebSocket;
}

export interface LiveHubOptions {
  /** How often open sockets' sessions are re-checked, in ms (default 30 s; docs/live.md). */
  recheckMs?: number;
  /** How often stored updates are compacted, in ms (default 60 s). */
  compactMs?: number;
  /** Stored updates of one meeting above which the periodic compaction merges them. */
  compactThreshold?: number;
  /** How long an append batch gathers on PGlite, in ms (default 5; `AppendQueue`). */
  gatherMs?: number;
  /** Write-back debounce in ms (default 1000; at most `maxDebounceMs`, default 2000). */
  debounceMs?: number;
  maxDebounceMs?: number;
}

/** A fan-out message between instances (JSON on {@link LIVE_CHANNEL}). */
type Fanout =
  | { i: string; m: number; k: 'u'; b: string }
  | { i: string; m: number; k: 'r'; r: number }
  | { i: string; m: number; k: 'a'; b: string }
  | { i: string; m: number; k: 'q' }
  | { i: string; m: number; k: 'c'; w: LiveChangedPart[] };

/** Thrown from a hook to make Hocuspocus close the connection with `code`. */
function closing(code: number, reason: string) {
  return Object.assign(new Error(reason), { code, reason });
}

/** The live documents of one app instance. */
export class LiveHub {
  readonly hocuspocus: Hocuspocus;
  readonly instanceId = randomUUID();
  private readonly sockets = new Map<WebSocket, LiveContext>();
  /** Stored bytes of each open document (an upper bound of its state's size). */
  private readonly storedBytes = new Map<string, number>();
  /** Documents loaded on this instance (from `afterLoadDocument` to their unload). */
  private readonly open = new Map<string, Document>();
  /** Fan-out work for documents being loaded, run once they are (the key marks "loading"). */
  private readonly pending = new Map<string, ((document: Document) => void)[]>();
  private listener: Listener | null = null;
  private timers: NodeJS.Timeout[] = [];
  private closed = false;
  private readonly fanout: boolean;
  /** Fan-out messages waiting for the next NOTIFY, and whether one is being sent. */
  private readonly outbox: string[] = [];
  private flushing = false;
  /** Documents changed by this instance's connections since their last write-back. */
  private readonly dirty = new Set<string>();
  /** Write-backs running, and those waiting for their turn ({@link writeBackTurn}). */
  private writeBacksRunning = 0;
  private readonly writeBacksWaiting: (() => void)[] = [];
  /** The group commit of this instance's appends (live-store `AppendQueue`). */
  readonly appends: AppendQueue;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
    private readonly options: LiveHubOptions = {},
  ) {
    this.fanout = ctx.database.kind === 'postgres';
    // PGlite: a batch gathers for 5 ms (one statement at a time, each with a fixed cost).
    this.appends = new AppendQueue(ctx.db, this.fanout ? 0 : (options.gatherMs ?? 5));
    this.hocuspocus = new Hocuspocus({
      name: `cadence-${this.instanceId}`,
      quiet: true,
      debounce: options.debounceMs ?? 1000,
      maxDebounce: options.maxDebounceMs ?? 2000,
      onAuthenticate: (data) =>
        this.authenticate(data.documentName, data.context as LiveContext, data.connectionConfig),
      onLoadDocument: async (data) => this.load(data.documentName, data.document),
      afterLoadDocument: async (data) => this.afterLoad(data.documentName, data.document),
      beforeHandleMessage: (data) =>
        this.beforeMessage(
          data.connection,
          data.document,
          data.context as LiveContext,
          data.update,
        ),
      onStoreDocument: async (data) => {
        const id = meetingIdOfDocument(data.documentName);
        // Only changes typed on this instance are written back here: another instance's are
        // written back by it, and a PATCH writes the columns itself.
        if (id === null || !this.dirty.delete(data.documentName)) return;
        await this.writeBackTurn(async () => {
          // One process: the open copy holds every stored update (a clone of it is read).
          const copy = this.fanout ? undefined : new Y.Doc();
          if (copy) Y.applyUpdate(copy, Y.encodeStateAsUpdate(data.document));
          await writeBack(ctx.db, id, copy);
        }).catch((err: unknown) => {
          this.dirty.add(data.documentName);
          throw err;
        });
      },
      afterUnloadDocument: async (data) => {
        this.storedBytes.delete(data.documentName);
        this.open.delete(data.documentName);
        const id = meetingIdOfDocument(data.documentName);
        if (id !== null)
          await compact(ctx.db, id).catch((err) => this.warn('compaction failed', err));
      },
    });
  }

  /** Starts the fan-out listener (PostgreSQL) and the re-check and compaction timers. */
  async start(): Promise<void> {
    if (this.fanout) {
      this.listener = await this.ctx.database.listen(LIVE_CHANNEL, {
        onNotify: (payload) =>
          void this.onFanout(payload).catch((err) => this.warn('fan-out failed', err)),
        onReset: () =>
          void this.resyncOpenDocuments().catch((err) => this.warn('resync failed', err)),
      });
    }
    const recheck = setInterval(
      () => void this.recheckSessions(),
      this.options.recheckMs ?? 30_000,
    );
    const compaction = setInterval(() => void this.compactAll(), this.options.compactMs ?? 60_000);
    recheck.unref();
    compaction.unref();
    this.timers = [recheck, compaction];
  }

  /**
   * Runs `work` (an HTML write-back) when fewer than {@link WRITE_BACKS_AT_ONCE} are running,
   * so that write-backs never hold most of the database pool's connections: the appends
   * (whose acknowledgements wait for them) always find one.
   */
  private async writeBackTurn(work: () => Promise<void>): Promise<void> {
    if (this.writeBacksRunning >= WRITE_BACKS_AT_ONCE)
      await new Promise<void>((resolve) => this.writeBacksWaiting.push(resolve));
    else this.writeBacksRunning += 1;
    try {
      await work();
    } finally {
      const next = this.writeBacksWaiting.shift();
      if (next) next();
      else this.writeBacksRunning -= 1;
    }
  }

  /** Hands an upgraded socket of a signed-in person to Hocuspocus. */
  handle(
    socket: WebSocket,
    request: import('node:http').IncomingMessage,
    actor: Actor,
    token: string,
  ) {
    const context: LiveContext = { actor, token, socket };
    this.sockets.set(socket, context);
    socket.once('close', () => this.sockets.delete(socket));
    this.hocuspocus.handleConnection(socket, request, context);
  }

  /** Open sockets (for tests and metrics). */
  socketCount(): number {
    return this.sockets.size;
  }

  private warn(what: string, err: unknown) {
    this.log.warn({ err }, `live ${what}`);
  }

  private refusedLine(context: LiveContext | undefined, documentName: string, reason: string) {
    this.log.warn(
      { personId: context?.actor.id, document: documentName, reason },
      `live refused ${reason}`,
    );
  }

  /** onAuthenticate: the 1:1 must be readable; writers are its organiser and participant. */
  private async authenticate(
    documentName: string,
    context: LiveContext,
    config: { readOnly: boolean },
  ): Promise<void> {
    const meetingId = meetingIdOfDocument(documentName);
    const refuse = () => {
      this.refusedLine(context, documentName, 'not-found');
      // No message: Hocuspocus logs hook errors that have one; the refusal has its own line.
      return Object.assign(new Error(), { reason: 'permission-denied' });
    };
    if (meetingId === null) throw refuse();
    const [row] = await this.ctx.db.select().from(meetings).where(eq(meetings.id, meetingId));
    if (!row) throw refuse();
    const scope = await scopeOf(this.ctx.db, context.actor);
    if (!canSeeMeeting(scope, row)) throw refuse();
    config.readOnly = !canWriteLiveNotes(context.actor, row);
  }

  /** onLoadDocument: the stored updates (seeded from the columns the first time). */
  private async load(documentName: string, document: Y.Doc): Promise<void> {
    const meetingId = meetingIdOfDocument(documentName);
    if (meetingId === null) return;
    // From here on, what other instances send for this document waits for the load to end.
    this.pending.set(documentName, this.pending.get(documentName) ?? []);
    const updates = await loadOrSeed(this.ctx.db, meetingId).catch((err: unknown) => {
      this.pending.delete(documentName);
      throw err;
    });
    let bytes = 0;
    document.transact(() => {
      for (const { update } of updates) {
        Y.applyUpdate(document, update);
        bytes += update.length;
      }
    });
    this.storedBytes.set(documentName, bytes);
  }

  private async afterLoad(documentName: string, document: Document): Promise<void> {
    this.open.set(documentName, document);
    // Hocuspocus applies its connections' updates with the Connection as the origin; ours are
    // strings (REMOTE, API_ORIGIN). Marked before the transaction, so before any store is due.
    document.on('beforeTransaction', (transaction: Y.Transaction) => {
      if (typeof transaction.origin === 'object' && transaction.origin !== null)
        this.dirty.add(documentName);
    });
    const queued = this.pending.get(documentName);
    this.pending.delete(documentName);
    for (const work of queued ?? []) work(document);
    // Fan-out of this instance's awareness changes (its own connections' states).
    document.awareness.on(
      'update',
      (changes: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => {
        if (!this.fanout || origin === REMOTE) return;
        const clients = [...changes.added, ...changes.updated, ...changes.removed];
        const bytes = encodeAwarenessUpdate(document.awareness, clients);
        this.publish({
          i: this.instanceId,
          m: meetingIdOfDocument(documentName)!,
          k: 'a',
          b: toBase64(bytes),
        });
      },
    );
    // The other instances' pages are already here: ask them for their presence.
    if (this.fanout) this.publish({ i: this.instanceId, m: meetingIdOf(documentName), k: 'q' });
    // A copy reloaded after a crash may be ahead of the columns: write the HTML back now.
    const meetingId = meetingIdOfDocument(documentName);
    if (meetingId !== null) await writeBack(this.ctx.db, meetingId);
  }

  /**
   * beforeHandleMessage: Hocuspocus applies the message and acknowledges it only after this
   * resolves; a throw closes the connection with the error's `code`.
   */
  private async beforeMessage(
    connection: Connection,
    document: Document,
    context: LiveContext,
    data: Uint8Array,
  ): Promise<void> {
    const name = document.name;
    let type: number;
    let decoder: decoding.Decoder;
    try {
      decoder = decoding.createDecoder(data);
      decoding.readVarString(decoder);
      type = decoding.readVarUint(decoder);
    } catch {
      throw this.fatal(context, name, LIVE_CLOSE.malformed, 'malformed');
    }
    if (data.length > LIVE_MAX_MESSAGE_BYTES) {
      this.sendEvent(connection, { type: 'refused', reason: 'too-large' });
      throw this.fatal(context, name, LIVE_CLOSE.messageTooLarge, 'message-too-large');
    }
    if (type === MSG_BROADCAST_STATELESS) {
      throw this.fatal(context, name, LIVE_CLOSE.malformed, 'broadcast');
    }
    if (type === MSG_AWARENESS) return this.checkAwareness(context, document, decoder);
    if (type !== MSG_SYNC && type !== MSG_SYNC_REPLY) return;
    let update: Uint8Array;
    let step: number;
    try {
      step = decoding.readVarUint(decoder);
      if (step !== SYNC_STEP2 && step !== SYNC_UPDATE) return;
      update = decoding.readVarUint8Array(decoder);
    } catch {
      throw this.fatal(context, name, LIVE_CLOSE.malformed, 'malformed');
    }
    if (!changesDocument(document, update, step)) return;
    if (connection.readOnly) {
      this.refusedLine(context, name, 'read-only');
      this.sendEvent(connection, { type: 'refused', reason: 'read-only' });
      return; // Hocuspocus answers "not saved" and applies nothing.
    }
    const session = await resolveSessionCached(
      this.ctx.db,
      this.ctx.sessionCache,
      context.token,
      this.ctx.now(),
    );
    if (!session || session.user.id !== context.actor.id) {
      throw this.fatal(context, name, LIVE_CLOSE.signedOut, 'signed-out');
    }
    const stored = this.storedBytes.get(name) ?? 0;
    if (stored + update.length > LIVE_MAX_DOCUMENT_BYTES) {
      const exact = Y.encodeStateAsUpdate(document).length;
      this.storedBytes.set(name, exact);
      if (exact + update.length > LIVE_MAX_DOCUMENT_BYTES) {
        this.sendEvent(connection, { type: 'refused', reason: 'too-large' });
        throw this.fatal(context, name, LIVE_CLOSE.documentTooLarge, 'document-too-large');
      }
    }
    const meetingId = meetingIdOfDocument(name)!;
    // Counted before the write, so appends in flight together cannot pass the limit.
    this.storedBytes.set(name, (this.storedBytes.get(name) ?? 0) + update.length);
    let result: Awaited<ReturnType<AppendQueue['append']>>;
    try {
      result = await this.appends.append({ meetingId, personId: context.actor.id, update });
    } catch (err) {
      this.storedBytes.set(name, (this.storedBytes.get(name) ?? 0) - update.length);
      throw err;
    }
    if ('refused' in result) {
      this.storedBytes.set(name, (this.storedBytes.get(name) ?? 0) - update.length);
      this.refusedLine(context, name, result.refused);
      connection.readOnly = true;
      this.sendEvent(connection, { type: 'refused', reason: result.refused });
      return;
    }
    if (this.fanout) this.publishUpdate(meetingId, update, result.id);
  }

  /**
   * Awareness states may name only the connection's person (docs/live.md "Presence"). The
   * provider sends back every state it learns (its own and the others'), so a state naming
   * another person is accepted only as such an echo: a client id this document already knows at
   * that clock or a later one, which `applyAwarenessUpdate` then ignores. A new client id or a
   * newer clock naming someone else is a forgery: the socket closes with 4403, nothing applied.
   */
  private checkAwareness(
    context: LiveContext,
    document: Document,
    decoder: decoding.Decoder,
  ): void {
    const name = document.name;
    try {
      const inner = decoding.createDecoder(decoding.readVarUint8Array(decoder));
      const count = decoding.readVarUint(inner);
      for (let i = 0; i < count; i += 1) {
        const clientId = decoding.readVarUint(inner);
        const clock = decoding.readVarUint(inner);
        const state = JSON.parse(decoding.readVarString(inner)) as {
          user?: { id?: unknown };
        } | null;
        const id = state?.user?.id;
        if (id === undefined || String(id) === String(context.actor.id)) continue;
        const known = document.awareness.meta.get(clientId);
        if (!known || clock > known.clock) {
          throw this.fatal(context, name, LIVE_CLOSE.impersonation, 'awareness-impersonation');
        }
      }
    } catch (err) {
      if ((err as { code?: number }).code === LIVE_CLOSE.impersonation) throw err;
      throw this.fatal(context, name, LIVE_CLOSE.malformed, 'malformed');
    }
  }

  /**
   * A refusal that ends the socket: one log line, the WebSocket closed with `code`, and the
   * error for the hook to throw (so Hocuspocus applies nothing).
   */
  private fatal(context: LiveContext, name: string, code: number, reason: string) {
    this.refusedLine(context, name, reason);
    context.socket.close(code, reason);
    return closing(code, reason);
  }

  private sendEvent(connection: Connection, event: LiveServerEvent) {
    connection.sendStateless(JSON.stringify(event));
  }

  /** Sends a stored update to the other instances: inline when small, else its row id. */
  private publishUpdate(meetingId: number, update: Uint8Array, rowId: number) {
    const b = toBase64(update);
    if (b.length + 100 <= INLINE_LIMIT)
      this.publish({ i: this.instanceId, m: meetingId, k: 'u', b });
    else this.publish({ i: this.instanceId, m: meetingId, k: 'r', r: rowId });
  }

  private publish(message: Fanout) {
    const payload = JSON.stringify(message);
    if (payload.length > INLINE_LIMIT) return;
    this.outbox.push(payload);
    if (!this.flushing) {
      this.flushing = true;
      setImmediate(() => void this.flush());
    }
  }

  /**
   * Sends the queued fan-out messages, as few NOTIFYs as fit (a JSON array of at most 7 KB
   * each), in order, after the writes they announce have committed. PostgreSQL serialises the
   * commits of transactions that NOTIFY: one NOTIFY per batch, outside the appends' statements,
   * keeps that lock off the path of each acknowledgement.
   */
  private async flush(): Promise<void> {
    while (this.outbox.length > 0) {
      const batch: string[] = [];
      let size = 2;
      while (this.outbox.length > 0 && size + this.outbox[0]!.length + 1 <= INLINE_LIMIT) {
        const next = this.outbox.shift()!;
        batch.push(next);
        size += next.length + 1;
      }
      await this.ctx.db
        .execute(sql`select pg_notify(${LIVE_CHANNEL}::text, ${`[${batch.join(',')}]`}::text)`)
        .catch((err: unknown) => this.warn('notify failed', err));
    }
    this.flushing = false;
  }

  /** A notification of another instance: apply it to the open copy, if any. */
  private async onFanout(payload: string): Promise<void> {
    let messages: Fanout[];
    try {
      const parsed = JSON.parse(payload) as Fanout | Fanout[];
      messages = Array.isArray(parsed) ? parsed : [parsed];
    } catch {
      return;
    }
    for (const message of messages) this.onMessage(message);
  }

  /** One message of another instance. */
  private onMessage(message: Fanout): void {
    if (message.i === this.instanceId) return;
    const name = liveDocumentName(message.m);
    if (message.k === 'c') {
      this.broadcastLocal(message.m, message.w);
      return;
    }
    if (message.k === 'q') {
      const document = this.open.get(name);
      if (document) this.publishPresence(document, message.m);
      return;
    }
    if (message.k === 'a') {
      const bytes = fromBase64(message.b);
      this.whenOpen(name, (document) => applyAwarenessUpdate(document.awareness, bytes, REMOTE));
      return;
    }
    if (message.k === 'u') {
      const bytes = fromBase64(message.b);
      this.whenOpen(name, (document) => Y.applyUpdate(document, bytes, REMOTE));
      return;
    }
    const { m, r } = message;
    this.whenOpen(name, (document) => {
      void readUpdates(this.ctx.db, m, r)
        .then((rows) => {
          for (const row of rows) Y.applyUpdate(document, row.update, REMOTE);
        })
        .catch((err: unknown) => this.warn('fan-out read failed', err));
    });
  }

  /** Publishes the awareness states of this instance's own connections to the document. */
  private publishPresence(document: Document, meetingId: number) {
    const clients = document
      .getConnections()
      .flatMap((connection) => [...document.getClients(connection.webSocket)]);
    if (clients.length === 0) return;
    const bytes = encodeAwarenessUpdate(document.awareness, clients);
    this.publish({ i: this.instanceId, m: meetingId, k: 'a', b: toBase64(bytes) });
  }

  /**
   * Runs `work` on the loaded copy of `name` now, or once it is loaded when it is loading;
   * nothing when this instance does not hold it (it reads the database when it opens it).
   */
  private whenOpen(name: string, work: (document: Document) => void) {
    const document = this.open.get(name);
    if (document) work(document);
    else this.pending.get(name)?.push(work);
  }

  /** After the listening connection was lost: every open copy reads the stored updates again. */
  private async resyncOpenDocuments(): Promise<void> {
    for (const [name, document] of this.open) {
      const meetingId = meetingIdOfDocument(name);
      if (meetingId === null) continue;
      for (const { update } of await readUpdates(this.ctx.db, meetingId))
        Y.applyUpdate(document, update, REMOTE);
    }
  }

  /**
   * Applies an update stored by a PATCH (live-store `replaceFields`) to the open copy and the
   * other instances' copies.
   */
  applyStored(meetingId: number, update: Uint8Array): void {
    this.whenOpen(liveDocumentName(meetingId), (document) =>
      Y.applyUpdate(document, update, API_ORIGIN),
    );
    if (this.fanout) this.publishUpdate(meetingId, update, 0);
  }

  /**
   * Tells every open page of the 1:1, on every instance, that `what` changed (docs/live.md
   * "Server-to-page events"); called after the write commits. Carries no content.
   */
  changed(meetingId: number, what: LiveChangedPart[]): void {
    this.broadcastLocal(meetingId, what);
    if (this.fanout) this.publish({ i: this.instanceId, m: meetingId, k: 'c', w: what });
  }

  private broadcastLocal(meetingId: number, what: LiveChangedPart[]) {
    const document = this.hocuspocus.documents.get(liveDocumentName(meetingId));
    if (!document) return;
    const event: LiveServerEvent = { type: 'changed', what };
    document.broadcastStateless(JSON.stringify(event));
  }

  /**
   * Drops the sockets whose session has ended (signed out, expired, revoked, person
   * deactivated): each open socket's session is resolved again, against the app's clock.
   * @returns how many sockets were closed.
   */
  async recheckSessions(): Promise<number> {
    let dropped = 0;
    for (const [socket, context] of [...this.sockets]) {
      const session = await resolveSessionCached(
        this.ctx.db,
        this.ctx.sessionCache,
        context.token,
        this.ctx.now(),
      ).catch(() => undefined);
      if (session === undefined) continue; // the database did not answer: try again later
      if (!session || session.user.id !== context.actor.id) {
        this.refusedLine(context, '*', 'signed-out');
        socket.close(LIVE_CLOSE.signedOut, 'signed-out');
        this.sockets.delete(socket);
        dropped += 1;
      }
    }
    return dropped;
  }

  /** Merges the stored updates of every meeting above the threshold. */
  async compactAll(): Promise<number> {
    if (this.closed) return 0;
    let merged = 0;
    try {
      for (const id of await meetingsToCompact(this.ctx.db, this.options.compactThreshold ?? 50)) {
        merged += await compact(this.ctx.db, id);
      }
    } catch (err) {
      this.warn('compaction failed', err);
    }
    return merged;
  }

  /** Closes every socket (the pending write-backs run first) and stops listening. */
  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearInterval(timer);
    const open = [...this.hocuspocus.documents.keys()];
    for (const socket of this.sockets.keys()) socket.close(1001, 'server-shutdown');
    this.hocuspocus.closeConnections();
    await this.listener?.close();
    for (const name of open) {
      const id = meetingIdOfDocument(name);
      if (id !== null)
        await writeBack(this.ctx.db, id).catch((err) => this.warn('write-back failed', err));
    }
  }
}

/** The meeting id of a document this hub opened (its name was checked on authentication). */
function meetingIdOf(documentName: string): number {
  return meetingIdOfDocument(documentName) ?? 0;
}

/** True when the sync message's update would change the document (a no-op is not stored). */
function changesDocument(document: Y.Doc, update: Uint8Array, step: number): boolean {
  if (update.length <= 2 && update.every((b) => b === 0)) return false;
  if (step === SYNC_STEP2) return !Y.snapshotContainsUpdate(Y.snapshot(document), update);
  return true;
}

function toBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
}

function fromBase64(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(text, 'base64'));
}
