/**
 * The pure parts of the live connection (docs/live.md): the endpoint on the page's origin, the
 * document name, "Who is here" from awareness states, and the stateless messages.
 */
import { describe, expect, it } from 'vitest';
import { liveDocumentName, liveUrl, parseLiveMessage, peopleOf } from './live-meeting';

describe('liveUrl', () => {
  it('is /api/live on the page origin, wss behind https', () => {
    expect(liveUrl({ protocol: 'http:', host: '127.0.0.1:3000' })).toBe(
      'ws://127.0.0.1:3000/api/live',
    );
    expect(liveUrl({ protocol: 'https:', host: 'cadence.example' })).toBe(
      'wss://cadence.example/api/live',
    );
  });

  it('names the document meeting:<id>', () => {
    expect(liveDocumentName(42)).toBe('meeting:42');
  });
});

describe('peopleOf', () => {
  it('lists each person once, by name, and ignores states without a user', () => {
    const people = peopleOf([
      { clientId: 1, user: { id: '7', name: 'Zoe Member' } },
      { clientId: 2, user: { id: '3', name: 'Ada Manager' } },
      // The same person in a second tab.
      { clientId: 3, user: { id: '7', name: 'Zoe Member' } },
      { clientId: 4 },
      { clientId: 5, user: { id: '9', name: '   ' } },
      { clientId: 6, user: { name: 'No Id' } },
    ]);
    expect(people).toEqual([
      { id: '3', name: 'Ada Manager' },
      { id: '7', name: 'Zoe Member' },
    ]);
  });
});

describe('parseLiveMessage', () => {
  it('reads changed and refused', () => {
    expect(parseLiveMessage('{"type":"changed","what":["talkingPoints","meeting"]}')).toEqual({
      type: 'changed',
      what: ['talkingPoints', 'meeting'],
    });
    expect(parseLiveMessage('{"type":"refused","reason":"too-large"}')).toEqual({
      type: 'refused',
      reason: 'too-large',
    });
  });

  it('ignores anything else without throwing', () => {
    expect(parseLiveMessage('not json')).toBeNull();
    expect(parseLiveMessage('"changed"')).toBeNull();
    expect(parseLiveMessage('{"type":"other"}')).toBeNull();
    expect(parseLiveMessage('null')).toBeNull();
  });
});
