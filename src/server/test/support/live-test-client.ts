/**
 * Test helper (imported by tests and the bench only): a real Hocuspocus provider in Node on
 * the `ws` package, opening `meeting:<id>` at `ws://127.0.0.1:<port>/api/live` with a session
 * cookie and an `Origin` header, and waiting on conditions (no fixed sleeps).
 */
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { liveDocumentName, type LiveServerEvent } from '@/shared/domain/rich-text-schema';

export interface LiveClient {
  provider: HocuspocusProvider;
  socket: HocuspocusProviderWebsocket;
  doc: Y.Doc;
  /** Stateless events received, parsed. */
  events: LiveServerEvent[];
  /** Close codes of the underlying socket, in order. */
  closes: number[];
  /** True once authentication was refused (permission denied). */
  denied: () => boolean;
  /** Appends `text` at the end of the fragment's last paragraph (a new one when empty). */
  type(field: 'notes' | 'agenda', text: string): void;
  /** The fragment's plain text. */
  text(field: 'notes' | 'agenda'): string;
  /** Resolves once `provider.unsyncedChanges === 0` (every update acknowledged). */
  saved(timeoutMs?: number): Promise<void>;
  close(): void;
}

/** Polls `condition` every 10 ms until true. @throws `message` after `timeoutMs`. */
export async function until(
  condition: () => boolean | Promise<boolean>,
  message: string,
  timeoutMs = 5000,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`Timed out: ${message}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A `ws` WebSocket class that sends `headers` with its upgrade request. */
function socketClass(headers: Record<string, string>) {
  return class extends WebSocket {
    constructor(url: string) {
      super(url, { headers });
      // A socket closed while connecting (a test closing its client) reports an error: expected.
      this.on('error', () => {});
    }
  };
}

/**
 * Opens a provider on `meeting:<meetingId>`. `cookie` is the `Cookie` header; `origin`
 * defaults to the test apps' `APP_URL` origin (`http://cadence.test`).
 */
export function openLiveClient(input: {
  port: number;
  meetingId: number;
  cookie: string;
  origin?: string;
  user?: { id: string; name: string };
  doc?: Y.Doc;
}): LiveClient {
  const events: LiveServerEvent[] = [];
  const closes: number[] = [];
  let denied = false;
  const socket = new HocuspocusProviderWebsocket({
    url: `ws://127.0.0.1:${input.port}/api/live`,
    WebSocketPolyfill: socketClass({
      cookie: input.cookie,
      origin: input.origin ?? 'http://cadence.test',
    }),
    maxAttempts: 0,
    delay: 50,
    minDelay: 50,
    maxDelay: 500,
    onClose: ({ event }) => closes.push(event.code),
  });
  const doc = input.doc ?? new Y.Doc();
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: liveDocumentName(input.meetingId),
    document: doc,
    token: 'cookie',
    onStateless: ({ payload }) => events.push(JSON.parse(payload) as LiveServerEvent),
    onAuthenticationFailed: () => {
      denied = true;
    },
  });
  provider.attach();
  if (input.user) provider.setAwarenessField('user', input.user);
  return {
    provider,
    socket,
    doc,
    events,
    closes,
    denied: () => denied,
    type(field, text) {
      const fragment = doc.getXmlFragment(field);
      doc.transact(() => {
        let paragraph = fragment.get(fragment.length - 1);
        if (!(paragraph instanceof Y.XmlElement) || paragraph.nodeName !== 'paragraph') {
          paragraph = new Y.XmlElement('paragraph');
          fragment.push([paragraph]);
        }
        const element = paragraph as Y.XmlElement;
        let last = element.get(element.length - 1);
        if (!(last instanceof Y.XmlText)) {
          last = new Y.XmlText();
          element.push([last]);
        }
        const node = last as Y.XmlText;
        node.insert(node.length, text);
      });
    },
    text(field) {
      const fragment = doc.getXmlFragment(field);
      return fragment
        .toArray()
        .map((node) =>
          node instanceof Y.XmlElement
            ? node
                .toArray()
                .map((t) => (t instanceof Y.XmlText ? t.toString().replace(/<[^>]+>/g, '') : ''))
                .join('')
            : '',
        )
        .join('\n');
    },
    saved: (timeoutMs = 5000) =>
      until(
        () => provider.isSynced && provider.unsyncedChanges === 0,
        'all changes acknowledged',
        timeoutMs,
      ),
    close() {
      provider.destroy();
      socket.destroy();
    },
  };
}
