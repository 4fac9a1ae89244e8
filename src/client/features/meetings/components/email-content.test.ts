import { describe, expect, it } from 'vitest';
import { composeMeetingEmail, defaultEmailSubject, notesToText } from './email-content';

const base = {
  title: null,
  date: '2026-11-20',
  startTime: '14:00',
  duration: 45,
  timezone: 'Europe/London',
  isZoomMeeting: true,
  zoomLink: 'https://zoom.us/j/123',
  agenda: 'Goals <review>\nFeedback',
  notes: '<p>Talk about <b>promotion</b></p><ul><li>One</li></ul>',
  manager: { firstName: 'Maria', lastName: 'Lopez', jobTitle: null },
  teamMember: { firstName: 'Tom', lastName: 'Baker', jobTitle: 'Engineer' },
};

describe('defaultEmailSubject', () => {
  it('uses the long-form date without a title and the title when given', () => {
    expect(defaultEmailSubject(null, '2026-11-20', '14:00')).toBe(
      '📅 Meeting Invitation: Friday, 20 November 2026 at 14:00',
    );
    expect(defaultEmailSubject('  Career chat ', '2026-11-20', '09:30')).toBe(
      '📅 Meeting Invitation: Career chat at 09:30',
    );
  });
});

describe('composeMeetingEmail', () => {
  const email = composeMeetingEmail(base);

  it('lists date, time, duration, agenda, participants with job titles and notes', () => {
    for (const text of [email.managerText, email.teamMemberText]) {
      expect(text).toContain('Meeting: 1:1 Meeting');
      expect(text).toContain('Date: 20/11/2026');
      expect(text).toContain('Time: 14:00 (Europe/London)');
      expect(text).toContain('Duration: 45 minutes');
      expect(text).toContain('Zoom link: https://zoom.us/j/123');
      expect(text).toContain('Goals <review>\nFeedback');
      expect(text).toContain('- Maria Lopez (Manager)');
      expect(text).toContain('- Tom Baker (Engineer)');
      expect(text).toContain('Talk about promotion');
      expect(text).not.toContain('<b>');
    }
  });

  it('addresses each participant in their own version', () => {
    expect(email.managerText).toMatch(/^Hi Maria,/);
    expect(email.managerText).toContain('Your 1:1 meeting with Tom Baker has been scheduled.');
    expect(email.teamMemberText).toMatch(/^Hi Tom,/);
    expect(email.teamMemberText).toContain('Maria Lopez has scheduled a 1:1 meeting with you.');
    expect(email.managerHtml).toContain('<p>Hi Maria,</p>');
    expect(email.teamMemberHtml).toContain('<p>Hi Tom,</p>');
  });

  it('escapes user text in the HTML but keeps the notes markup', () => {
    expect(email.managerHtml).toContain('Goals &lt;review&gt;<br>Feedback');
    expect(email.managerHtml).toContain('<p>Talk about <b>promotion</b></p>');
    const hostile = composeMeetingEmail({ ...base, title: '<img src=x onerror=alert(1)>' });
    expect(hostile.managerHtml).not.toContain('<img');
    expect(hostile.subject).toContain('<img src=x onerror=alert(1)>'); // subjects are plain text
  });

  it('falls back to Team Member, Manager and placeholder texts', () => {
    const bare = composeMeetingEmail({
      ...base,
      isZoomMeeting: false,
      agenda: null,
      notes: null,
      manager: { firstName: 'Maria', lastName: null, jobTitle: 'Head of Ops' },
      teamMember: { firstName: null, lastName: null, jobTitle: null, username: 'tbaker' },
    });
    expect(bare.managerText).toContain('- Maria (Head of Ops)');
    expect(bare.managerText).toContain('- tbaker (Team Member)');
    expect(bare.managerText).toContain('No agenda provided');
    expect(bare.managerText).toContain('No notes');
    expect(bare.managerText).not.toContain('Zoom link');
  });
});

describe('notesToText', () => {
  it('turns blocks and list items into lines and decodes entities', () => {
    expect(notesToText('<p>a &amp; b</p><ol><li>x</li><li>y</li></ol>line<br>two')).toBe(
      'a & b\n- x\n- y\nline\ntwo',
    );
  });
});
