/**
 * The live 1:1's socket and document (docs/live.md), the part of `live-meeting.ts` that needs
 * Yjs and Hocuspocus's provider: a chunk of its own, requested by `useLiveMeeting` once the
 * page is on screen (decision 34). `connectLive` opens one Yjs document `meeting:<id>` over
 * `GET /api/live` and reports to the hook through its callbacks.
 */
import * as Y from 'yjs';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import {
  LIVE_RECONNECT,
  LIVE_SESSION_ENDED,
  liveDocumentName,
  liveUrl,
  parseLiveMessage,
  peopleOf,
  type LiveChange,
  type LiveMeeting,
  type LiveRefusal,
} from './live-meeting';

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

/**
 * Opens the live connection of 1:1 `meetingId` for `user` (`id` and full `name`, published as
 * awareness) on a new Yjs document. `update` receives the state's changes, `onSynced` the
 * sync state, `onChanged` / `onRefused` the stateless messages (after a refusal the caller
 * closes this connection and opens another on a new document). Returns the document and
 * `close` (the provider, the socket and the online/offline listeners).
 */
export function connectLive({
  meetingId,
  user,
  update: report,
  onSynced,
  onChanged,
  onRefused,
}: {
  meetingId: number;
  user: { id: number; name: string };
  update: (patch: Partial<LiveMeeting>) => void;
  onSynced: (synced: boolean) => void;
  onChanged: (what: LiveChange[]) => void;
  onRefused: (reason: LiveRefusal) => void;
}): { document: Y.Doc; close: () => void } {
  const document = new Y.Doc();
  let sessionEnded = false;
  const update = (patch: Partial<LiveMeeting>) => {
    if (patch.sessionEnded) sessionEnded = true;
    report(patch);
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
    onSynced: ({ state }) => onSynced(state),
    onUnsyncedChanges: ({ number }) => update({ unsynced: number }),
    onAuthenticated: ({ scope }) =>
      update({ scope: scope === 'readonly' ? 'readonly' : 'read-write' }),
    onAwarenessChange: ({ states }) => update({ people: peopleOf(states) }),
    onStateless: ({ payload }) => {
      const message = parseLiveMessage(payload);
      if (message?.type === 'changed') onChanged(message.what);
      else if (message?.type === 'refused') onRefused(message.reason);
    },
  });
  provider.setAwarenessField('user', { id: String(user.id), name: user.name });
  provider.attach();
  const offline = () => {
    update({ connection: 'disconnected', synced: false });
    socket.disconnect();
  };
  const online = () => {
    if (!sessionEnded) void socket.connect();
  };
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);
  if (!navigator.onLine) offline();
  return {
    document,
    close: () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
      provider.destroy();
      socket.destroy();
    },
  };
}
