/**
 * The session cache (docs/decisions/0023-session-cache.md): each instance keeps the sessions it
 * resolved (`resolveSession`: the user, the two-factor rule, a line manager's reporting line)
 * for at most {@link SESSION_CACHE_TTL_MS}, so a signed-in read costs no session statement.
 * It empties itself:
 * - on every notification of the `cadence_auth` channel, sent by the database's triggers at the
 *   commit of any write to `sessions` (deletion: logout, revocation, expiry), `users` (role,
 *   manager, activation, anything) or `organizations` (migration 0024): every instance, at once;
 * - when a state-changing request of this instance has been handled (before its answer leaves),
 *   so the next request from the same browser sees the change even before the notification;
 * - while the listening connection is down (the cache is off until it is back, then empty).
 * A read that started before an emptying is not stored (the generation check), and the idle and
 * absolute limits are still checked on every hit, against the app's clock; a hit is refused
 * when `lastSeenAt` is due for its once-a-minute touch, so that touch still happens.
 */
import type { ResolvedSession } from './sessions';

/** The notification channel of migration 0024's triggers. */
export const AUTH_CHANNEL = 'cadence_auth';
/** How long a resolved session may be reused, in milliseconds of the process's monotonic clock. */
export const SESSION_CACHE_TTL_MS = 5_000;
/** Most sessions kept; the oldest entry goes first. */
const MAX_ENTRIES = 10_000;

interface Entry {
  session: ResolvedSession;
  /** `performance.now()` when it was stored. */
  storedAt: number;
}

/** One instance's cache of resolved sessions, keyed by the session id (the token's SHA-256). */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private generationValue = 0;
  private enabled = false;

  constructor(
    private readonly ttlMs: number = SESSION_CACHE_TTL_MS,
    private readonly monotonicNow: () => number = () => performance.now(),
  ) {}

  /** Incremented by every emptying; a read stores its answer only if it has not moved. */
  generation(): number {
    return this.generationValue;
  }

  /** Turns the cache on (notifications are being received) or off (emptied, nothing kept). */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.clear();
  }

  /** Empties the cache (a change was committed somewhere). */
  clear(): void {
    this.generationValue += 1;
    this.entries.clear();
  }

  /**
   * The cached session `id`, when stored less than the TTL ago and still valid at `now` (idle
   * limit of 30 min, absolute limit, and its `lastSeenAt` touched less than `touchAfterMs`
   * ago); else undefined (the caller reads the database).
   */
  get(
    id: string,
    now: Date,
    limits: { idleMs: number; touchAfterMs: number },
  ): ResolvedSession | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    const t = now.getTime();
    const { session } = entry;
    if (
      this.monotonicNow() - entry.storedAt > this.ttlMs ||
      session.expiresAt.getTime() <= t ||
      session.lastSeenAt.getTime() + limits.idleMs <= t ||
      t - session.lastSeenAt.getTime() > limits.touchAfterMs
    ) {
      this.entries.delete(id);
      return undefined;
    }
    return session;
  }

  /** Stores `session` unless the cache was emptied since `generation` was read. */
  set(id: string, session: ResolvedSession, generation: number): void {
    if (!this.enabled || generation !== this.generationValue) return;
    this.entries.delete(id);
    this.entries.set(id, { session, storedAt: this.monotonicNow() });
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /** Number of sessions kept (tests, metrics). */
  size(): number {
    return this.entries.size;
  }
}
