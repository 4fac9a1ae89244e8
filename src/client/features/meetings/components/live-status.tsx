/**
 * The live 1:1's status line (docs/live.md "Saving"): what the page says about the person's
 * typing. A writer sees "Saved" once the server has acknowledged every change as stored,
 * "Saving…" while some are on their way, and "Offline – your changes will be saved when you are
 * back" while the socket is closed (typing goes on; the changes merge on reconnect). A reader
 * sees whether the content is live. A socket the server closed because the session ended
 * (signed out, deactivated) says so, and that changes since the last "Saved" are not saved.
 */
import { CheckCircle2, CloudOff, Loader2, LogOut, Radio } from 'lucide-react';
import { cn } from '@/client/lib/utils';
import type { LiveMeeting } from '../api/live-meeting';

/** The status line's texts, exactly as the page shows them. */
export const LIVE_STATUS_TEXT = {
  saved: 'Saved',
  saving: 'Saving…',
  offline: 'Offline – your changes will be saved when you are back',
  connecting: 'Connecting…',
  live: 'Live, read only',
  readerOffline: 'Offline – reconnecting…',
  sessionEnded: 'Signed out – changes since the last "Saved" are not saved. Sign in again.',
} as const;

export type LiveStatusKind = keyof typeof LIVE_STATUS_TEXT;

/**
 * Which line to show for `live` (the connection's state) when the viewer `canWrite`: offline
 * once a connected socket closed or the browser is offline; connecting before the first
 * connection; saving while changes are unacknowledged or the connection's sync is not done;
 * saved otherwise. A reader sees live / offline / connecting only.
 */
export function liveStatusKind(
  live: Pick<LiveMeeting, 'connection' | 'everConnected' | 'synced' | 'unsynced'> &
    Partial<Pick<LiveMeeting, 'sessionEnded'>>,
  canWrite: boolean,
): LiveStatusKind {
  if (live.sessionEnded) return 'sessionEnded';
  const connected = live.connection === 'connected';
  if (!connected && (live.everConnected || live.connection === 'disconnected'))
    return canWrite ? 'offline' : 'readerOffline';
  if (!connected) return 'connecting';
  if (!canWrite) return live.synced ? 'live' : 'connecting';
  return live.synced && live.unsynced === 0 ? 'saved' : 'saving';
}

const ICONS = {
  saved: CheckCircle2,
  saving: Loader2,
  offline: CloudOff,
  connecting: Loader2,
  live: Radio,
  readerOffline: CloudOff,
  sessionEnded: LogOut,
} as const;

/** Accessible name of the status line, which tells it from the other status lines of the page. */
export const LIVE_STATUS_NAME = 'Live notes status';

/** The status line (`role="status"`, polite, named `LIVE_STATUS_NAME`) for `live`. */
export function LiveStatusLine({
  live,
  canWrite,
  className,
}: {
  live: Pick<LiveMeeting, 'connection' | 'everConnected' | 'synced' | 'unsynced'> &
    Partial<Pick<LiveMeeting, 'sessionEnded'>>;
  canWrite: boolean;
  className?: string;
}) {
  const kind = liveStatusKind(live, canWrite);
  const Icon = ICONS[kind];
  const offline = kind === 'offline' || kind === 'readerOffline' || kind === 'sessionEnded';
  return (
    <p
      role="status"
      aria-live="polite"
      aria-label={LIVE_STATUS_NAME}
      data-kind={kind}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-xs font-medium',
        offline ? 'bg-amber-50 text-amber-900 ring-1 ring-amber-300' : 'text-slate-600',
        className,
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn(
          'h-3.5 w-3.5 shrink-0',
          (kind === 'saving' || kind === 'connecting') && 'animate-spin',
          kind === 'saved' && 'text-green-700',
        )}
      />
      <span>{LIVE_STATUS_TEXT[kind]}</span>
    </p>
  );
}
