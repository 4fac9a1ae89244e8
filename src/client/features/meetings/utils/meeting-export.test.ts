import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildMeetingExportText,
  loadRichTextToPlain,
  meetingExportFileName,
  type RichTextToPlain,
} from './meeting-export';

let toText: RichTextToPlain;
beforeAll(async () => {
  toText = await loadRichTextToPlain();
});

const meeting = {
  date: '2026-03-09',
  startTime: '14:30',
  duration: 45,
  status: 'in_progress' as const,
  agenda: 'Quarterly goals',
  notes:
    '<p>Discussed <strong>growth</strong> &amp; training</p><ul><li>Course A</li><li>Course B</li></ul>',
  actionItems: ['Book course', 'Update CV', 'Ask IT for access'],
  actionItemsStatus: {
    '0': { status: 'completed' as const },
    '2': { status: 'stuck' as const, stuckReason: 'No reply' },
  },
};

describe('meeting export (spec 2.17)', () => {
  it('lists every field, with tags stripped and bulleted items with their status', () => {
    const text = buildMeetingExportText(meeting, 'Ada Lovelace', toText);
    expect(text).toContain('Meeting with Ada Lovelace');
    expect(text).toContain('Date: 09/03/2026');
    expect(text).toContain('Time: 14:30');
    expect(text).toContain('Duration: 45 minutes');
    expect(text).toContain('Status: In Progress');
    expect(text).toContain('Agenda:\nQuarterly goals');
    expect(text).toContain('Notes:\nDiscussed growth & training\n\n- Course A\n- Course B\n\n');
    expect(text).not.toMatch(/<|>/);
    expect(text).toContain('• Book course (Completed)');
    expect(text).toContain('• Update CV (Pending)');
    expect(text).toContain('• Ask IT for access (Stuck - Explanation, Reason: No reply)');
  });

  it('says None for empty sections', () => {
    const text = buildMeetingExportText(
      { ...meeting, agenda: null, notes: null, actionItems: [], actionItemsStatus: {} },
      'Bob',
      toText,
    );
    expect(text).toContain('Agenda:\nNone');
    expect(text).toContain('Notes:\nNone');
    expect(text).toContain('Action Items:\nNone');
  });

  it('decodes entities and keeps line breaks; a plain-text agenda keeps its lines', () => {
    const text = buildMeetingExportText(
      {
        ...meeting,
        agenda: 'First line\nSecond < third',
        notes: '<p>a<br>b &lt;c&gt;&nbsp;d &eacute;</p>',
      },
      'Bob',
      toText,
    );
    expect(text).toContain('Agenda:\nFirst line\nSecond < third\n\nNotes:');
    expect(text).toContain('Notes:\na\nb <c>\u00a0d é\n');
  });

  it('names the file meeting-<name>-<date>.txt without path characters', () => {
    expect(meetingExportFileName('Ada Lovelace', '2026-03-09')).toBe(
      'meeting-Ada Lovelace-2026-03-09.txt',
    );
    expect(meetingExportFileName('a/b\\c', '2026-03-09')).toBe('meeting-a-b-c-2026-03-09.txt');
  });
});
