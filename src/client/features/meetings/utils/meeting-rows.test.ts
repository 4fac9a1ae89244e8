// @vitest-environment happy-dom -- the titles read rich text with the browser's HTML parser (DOMParser).
import { describe, expect, it } from 'vitest';
import {
  counterpartName,
  hasNotes,
  hasVisibleText,
  itemMarker,
  meetingTitle,
  statusDotClass,
} from './meeting-rows';

describe('meeting card display rules (spec 2.3, 2.4, 2.13, 9)', () => {
  it('titles a card by title, else agenda, else "Meeting on" the date', () => {
    expect(meetingTitle({ title: 'Weekly', agenda: 'A', date: '2026-11-18' })).toBe('Weekly');
    expect(meetingTitle({ title: '  ', agenda: 'Roadmap', date: '2026-11-18' })).toBe('Roadmap');
    expect(meetingTitle({ title: null, agenda: null, date: '2026-11-18' })).toBe(
      'Meeting on 18/11/2026',
    );
  });

  it('colours the dot green, orange, else blue', () => {
    expect(['completed', 'in_progress', 'scheduled', 'odd'].map(statusDotClass)).toEqual([
      'bg-green-600',
      'bg-orange-500',
      'bg-blue-600',
      'bg-blue-600',
    ]);
  });

  it('shows the notes icon only for notes with visible text', () => {
    expect(hasNotes({ notes: '<p>Hi</p>' })).toBe(true);
    expect(hasNotes({ notes: '<p> </p>' })).toBe(false);
    expect(hasNotes({ notes: '<p>&nbsp;</p>' })).toBe(false);
    expect(hasNotes({ notes: null })).toBe(false);
    expect(hasVisibleText('')).toBe(false);
  });

  it('names the other participant: the team member for the manager, else the manager', () => {
    const meeting = { teamMemberId: 7, teamMemberName: 'Tom Becker', managerName: 'Diego Alvarez' };
    expect(counterpartName(meeting, 4)).toBe('Tom Becker');
    expect(counterpartName(meeting, 7)).toBe('Diego Alvarez');
  });

  it('marks action items green on a completed meeting, amber otherwise', () => {
    expect(itemMarker('completed')).toBe('green');
    expect(itemMarker('in_progress')).toBe('amber');
    expect(itemMarker('scheduled')).toBe('amber');
  });
});
