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
 */
import { useEffect, useRef, useState } from 'react';
import * as Y from 'yjs';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';

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
  /** The 1:1's Yjs document (null only before the hook has run: tests, prerendering). */
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

/**
 * Hocuspocus's provider, sending only this page's own awareness state. The stock provider
 * sends every awareness change it sees, the other people's states it received included; the
 * server accepts a connection's awareness only for its own person (docs/live.md "Presence").
 */
class OwnAwarenessProvider extends HocuspocusProvider {
  override awarenessUpdateHandler(
    changes: { added: number[]; updated: number[]; removed: number[] },
    origin: unknown,
  ) {
    const own = this.awareness?.clientID;
    const mine = (ids: number[]) => ids.filter((id) => id === own);
    const added = mine(changes.added);
    const updated = mine(changes.updated);
    const removed = mine(changes.removed);
    if (added.length + updated.length + removed.length === 0) return;
    super.awarenessUpdateHandler({ added, updated, removed }, origin);
  }
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
  const [document, setDocument] = useState(() => new Y.Doc());
  const [state, setState] = useState<LiveMeeting>(initial);
  const handlers = useRef({ onChanged, onRefused });
  useEffect(() => {
    handlers.current = { onChanged, onRefused };
  }, [onChanged, onRefused]);
  const { id: userId, name: userName } = user;

  useEffect(() => {
    let sessionEnded = false;
    const ended = () => sessionEnded;
    const update = (patch: Partial<LiveMeeting>) => {
      if (patch.sessionEnded) sessionEnded = true;
      setState((s) => ({ ...s, ...patch }));
    };
    const socket = new HocuspocusProviderWebsocket({
      url: liveUrl(),
      ...LIVE_RECONNECT,
      onClose: ({ event }) => {
        if (event.code !== LIVE_SESSION_ENDED) return;
        update({ sessionEnded: true, connection: 'disconnected', synced: false });
        socket.disconnect();
      },
    });
    const provider = new OwnAwarenessProvider({
      websocketProvider: socket,
      name: liveDocumentName(meetingId),
      document,
      token: 'cookie',
      onStatus: ({ status }) =>
        update({
          connection: navigator.onLine ? status : 'disconnected',
          ...(status === 'connected' ? { everConnected: true } : { synced: false }),
        }),
      onSynced: ({ state: synced }) =>
        setState((s) => ({ ...s, synced, everSynced: s.everSynced || synced })),
      onUnsyncedChanges: ({ number }) => update({ unsynced: number }),
      onAuthenticated: ({ scope }) =>
        update({ scope: scope === 'readonly' ? 'readonly' : 'read-write' }),
      onAwarenessChange: ({ states }) => update({ people: peopleOf(states) }),
      onStateless: ({ payload }) => {
        const message = parseLiveMessage(payload);
        if (message?.type === 'changed') handlers.current.onChanged(message.what);
        else if (message?.type === 'refused') {
          handlers.current.onRefused(message.reason);
          // The server kept its document without the refused change: start again from it, so
          // the provider does not send the change again on every reconnect (docs/live.md).
          setState((s) => ({ ...initial, everConnected: s.everConnected }));
          setDocument(new Y.Doc());
        }
      },
    });
    provider.setAwarenessField('user', { id: String(userId), name: userName });
    provider.attach();
    const offline = () => {
      update({ connection: 'disconnected', synced: false });
      socket.disconnect();
    };
    const online = () => {
      if (!ended()) void socket.connect();
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    if (!navigator.onLine) offline();
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
      provider.destroy();
      socket.destroy();
    };
  }, [document, meetingId, userId, userName]);

  return { ...state, document };
}
