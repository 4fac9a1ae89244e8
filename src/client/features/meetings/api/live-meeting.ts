/**
 * The live 1:1's connection (docs/live.md): one Yjs document `meeting:<id>` per open meeting
 * page, synchronised with the server's `GET /api/live` WebSocket by Hocuspocus's provider
 * (authenticated by the session cookie; the provider's token is the fixed `"cookie"`). The hook
 * reports what the page's status line, "Who is here" and the editors need:
 *
 * - `connection`: the socket's state (`connecting`, `connected`, `disconnected`); a browser
 *   that reports itself offline counts as `disconnected` and the socket is closed until it is
 *   back online (the provider then reconnects, with back-off, by itself).
 * - `unsynced`: local changes the server has not yet acknowledged as stored (0: all saved);
 *   `synced`: the first sync of this connection is done.
 * - `scope`: the server's answer (`read-write` or `readonly`) once authenticated.
 * - `people`: the distinct `{ id, name }` of the awareness states (everyone with the page open,
 *   the viewer included), by name.
 * - `changed` stateless events call `onChanged(what)`; `refused` ones call `onRefused(reason)`
 *   and start over from the server's document (a new `document`; the refused change, and any
 *   other unsaved one, is dropped: the caller tells the person).
 *
 * Yjs and the provider are a chunk of their own (`live-connection.ts`), requested by the hook's
 * effect, so after the page's first paint: until it has arrived and connected, `document` is
 * null and the page shows the 1:1's stored HTML read-only (decision 34).
 */
import { startTransition, useEffect, useRef, useState } from 'react';
import type * as Y from 'yjs';

/** The parts of a 1:1 a `changed` event names (docs/live.md). */
export type LiveChange = 'meeting' | 'talkingPoints' | 'actionItems' | 'privateNote';
/** Why the server refused a change (docs/live.md). */
export type LiveRefusal = 'read-only' | 'too-large' | 'closed' | (string & {});
export type LiveConnection = 'connecting' | 'connected' | 'disconnected';

/** A person with the page open, from awareness (docs/live.md "Presence"). */
export interface LivePerson {
  id: string;
  name: string;
}

export interface LiveMeeting {
  /** The 1:1's Yjs document (null until the connection's chunk has loaded; tests, prerendering). */
  document: Y.Doc | null;
  connection: LiveConnection;
  /** The socket has been connected at least once since the page opened. */
  everConnected: boolean;
  /** The sync of the current connection is done. */
  synced: boolean;
  /** A sync has been done since the page opened (the editors hold the stored content). */
  everSynced: boolean;
  /** Local changes not yet acknowledged as stored by the server. */
  unsynced: number;
  /** The server's scope for this connection, once authenticated. */
  scope: 'read-write' | 'readonly' | null;
  /** The server closed the socket because the session ended (4401): no more reconnecting. */
  sessionEnded: boolean;
  people: LivePerson[];
}

/** The server's close code for an ended session (signed out, expired, deactivated; docs/live.md). */
export const LIVE_SESSION_ENDED = 4401;

/** Reconnection back-off of the socket: 0.5 s doubling up to 4 s (milliseconds). */
export const LIVE_RECONNECT = { delay: 500, factor: 2, minDelay: 500, maxDelay: 4000 } as const;

/** `ws(s)://<this origin>/api/live`: the endpoint of docs/live.md on the page's own origin. */
export function liveUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/live`;
}

/** The Yjs document name of a 1:1 (docs/live.md). */
export const liveDocumentName = (meetingId: number) => `meeting:${meetingId}`;

/**
 * The distinct people of awareness `states` (`{ user: { id, name } }` each; others ignored),
 * sorted by name. Ids compare as strings.
 */
export function peopleOf(states: Iterable<Record<string, unknown>>): LivePerson[] {
  const byId = new Map<string, LivePerson>();
  for (const state of states) {
    const user = state.user as { id?: unknown; name?: unknown } | undefined;
    if (!user || (typeof user.id !== 'string' && typeof user.id !== 'number')) continue;
    if (typeof user.name !== 'string' || !user.name.trim()) continue;
    byId.set(String(user.id), { id: String(user.id), name: user.name.trim() });
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * A stateless message of docs/live.md, parsed: `changed` with its list, `refused` with its
 * reason; null for anything else (ignored).
 */
export function parseLiveMessage(
  payload: string,
): { type: 'changed'; what: LiveChange[] } | { type: 'refused'; reason: LiveRefusal } | null {
  let message: unknown;
  try {
    message = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!message || typeof message !== 'object') return null;
  const { type, what, reason } = message as { type?: unknown; what?: unknown; reason?: unknown };
  if (type === 'changed') {
    const parts = Array.isArray(what)
      ? what.filter((w): w is LiveChange => typeof w === 'string')
      : [];
    return { type, what: parts };
  }
  if (type === 'refused') return { type, reason: typeof reason === 'string' ? reason : 'unknown' };
  return null;
}

const initial: LiveMeeting = {
  document: null,
  connection: 'connecting',
  everConnected: false,
  synced: false,
  everSynced: false,
  unsynced: 0,
  scope: null,
  sessionEnded: false,
  people: [],
};

/**
 * Opens the live connection of 1:1 `meetingId` for `user` (`id` and full `name`, published as
 * awareness) while mounted and closes it on unmount. One Yjs document per mount: the caller
 * keys the component by the meeting, so another meeting gets a new document.
 */
export function useLiveMeeting({
  meetingId,
  user,
  onChanged,
  onRefused,
}: {
  meetingId: number;
  user: { id: number; name: string };
  onChanged: (what: LiveChange[]) => void;
  onRefused: (reason: LiveRefusal) => void;
}): LiveMeeting {
  const [document, setDocument] = useState<Y.Doc | null>(null);
  // Raised by a `refused` message: the effect starts again with a new document.
  const [generation, setGeneration] = useState(0);
  const [state, setState] = useState<LiveMeeting>(initial);
  const handlers = useRef({ onChanged, onRefused });
  useEffect(() => {
    handlers.current = { onChanged, onRefused };
  }, [onChanged, onRefused]);
  const { id: userId, name: userName } = user;

  useEffect(() => {
    let close: (() => void) | null = null;
    let cancelled = false;
    void import('./live-connection').then(({ connectLive }) => {
      if (cancelled) return;
      const connection = connectLive({
        meetingId,
        user: { id: userId, name: userName },
        update: (patch) => setState((s) => ({ ...s, ...patch })),
        onSynced: (synced) =>
          setState((s) => ({ ...s, synced, everSynced: s.everSynced || synced })),
        onChanged: (what) => handlers.current.onChanged(what),
        onRefused: (reason) => {
          handlers.current.onRefused(reason);
          // The server kept its document without the refused change: start again from it, so
          // the provider does not send the change again on every reconnect (docs/live.md).
          setState((s) => ({ ...initial, everConnected: s.everConnected }));
          setGeneration((g) => g + 1);
        },
      });
      close = connection.close;
      // As a transition: React may yield between the two editors the document mounts, so
      // their creation is two tasks rather than one long one (docs/performance.md).
      startTransition(() => setDocument(connection.document));
    });
    return () => {
      cancelled = true;
      close?.();
    };
  }, [generation, meetingId, userId, userName]);

  return { ...state, document };
}
