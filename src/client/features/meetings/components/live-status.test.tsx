/**
 * The live 1:1's status line (docs/live.md "Saving"): the exact texts a writer and a reader see
 * for each state of the connection, and that the line is a polite status.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LIVE_STATUS_TEXT, LiveStatusLine, liveStatusKind } from './live-status';

const connected = {
  connection: 'connected',
  everConnected: true,
  synced: true,
  unsynced: 0,
} as const;

describe('liveStatusKind', () => {
  it('says Saved only when connected, synced and every change acknowledged', () => {
    expect(liveStatusKind(connected, true)).toBe('saved');
    expect(liveStatusKind({ ...connected, unsynced: 2 }, true)).toBe('saving');
    expect(liveStatusKind({ ...connected, synced: false }, true)).toBe('saving');
  });

  it('says Offline once a connected socket closed or the browser is offline, whatever is unsynced', () => {
    expect(liveStatusKind({ ...connected, connection: 'connecting', unsynced: 3 }, true)).toBe(
      'offline',
    );
    expect(liveStatusKind({ ...connected, connection: 'disconnected' }, true)).toBe('offline');
    expect(
      liveStatusKind({ ...connected, connection: 'disconnected', everConnected: false }, true),
    ).toBe('offline');
  });

  it('says Connecting before the first connection', () => {
    expect(
      liveStatusKind({ ...connected, connection: 'connecting', everConnected: false }, true),
    ).toBe('connecting');
  });

  it('says the session ended, whoever reads, once the server closed it for that', () => {
    expect(
      liveStatusKind({ ...connected, connection: 'disconnected', sessionEnded: true }, true),
    ).toBe('sessionEnded');
    expect(LIVE_STATUS_TEXT.sessionEnded).toMatch(/not saved/);
  });

  it('never tells a reader about saving', () => {
    expect(liveStatusKind({ ...connected, unsynced: 1 }, false)).toBe('live');
    expect(liveStatusKind({ ...connected, connection: 'disconnected' }, false)).toBe(
      'readerOffline',
    );
  });
});

describe('LiveStatusLine', () => {
  it.each([
    [connected, 'Saved'],
    [{ ...connected, unsynced: 1 }, 'Saving…'],
    [
      { ...connected, connection: 'disconnected' as const },
      'Offline – your changes will be saved when you are back',
    ],
  ])('shows the exact text as a polite status', (live, text) => {
    render(<LiveStatusLine live={live} canWrite />);
    const status = screen.getByRole('status', { name: 'Live notes status' });
    expect(status.textContent).toBe(text);
    expect(status.getAttribute('aria-live')).toBe('polite');
  });

  it('keeps the texts of docs/live.md', () => {
    expect(LIVE_STATUS_TEXT.offline).toBe('Offline – your changes will be saved when you are back');
    expect(LIVE_STATUS_TEXT.saving).toBe('Saving…');
    expect(LIVE_STATUS_TEXT.saved).toBe('Saved');
  });
});
