import { createElement, Fragment } from 'react';
import { describe, expect, it } from 'vitest';
import { formatMailInstant, formatMailWhen, renderMail } from './layout';
import { emailKindOfOutboxKind, readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token';

const config = {
  appUrl: 'https://cadence.example/',
  secretKey: 'k'.repeat(40),
  dataDir: '/nonexistent',
};

describe('mail layout', () => {
  it('gives text and HTML from one source with the footer of the kind', async () => {
    const body = await renderMail(config, {
      body: createElement(
        Fragment,
        null,
        createElement('p', null, 'Hi Ann,'),
        createElement('p', null, 'Your 1:1 is tomorrow.'),
      ),
      recipient: { id: 7 },
      kind: 'reminder',
    });
    const token = unsubscribeToken(config, 7, 'reminder');
    expect(body.html).toContain(`href="https://cadence.example/unsubscribe/${token}"`);
    expect(body.html).toContain('href="https://cadence.example/profile#notifications"');
    expect(body.text).toContain('Your 1:1 is tomorrow.');
    expect(body.text).toContain(`https://cadence.example/unsubscribe/${token}`);
    expect(body.text).toContain('You get this e-mail because you asked for a reminder');
  });

  it('account mail has the settings link but no unsubscribe link', async () => {
    const body = await renderMail(config, {
      body: createElement('p', null, 'Hi'),
      recipient: { id: 7 },
      kind: null,
    });
    expect(body.text).toContain('account e-mails are always sent');
    expect(body.html).not.toContain('/unsubscribe/');
  });

  it('states dates in one format with the IANA zone', () => {
    expect(
      formatMailWhen({ date: '2030-01-07', startTime: '09:00', timezone: 'America/New_York' }),
    ).toBe('Monday, 7 January 2030 at 09:00 Eastern Standard Time (America/New_York)');
    expect(formatMailInstant(new Date('2030-01-07T08:00:00Z'), 'Europe/Berlin')).toBe(
      'Monday, 7 January 2030 at 09:00 (Europe/Berlin)',
    );
  });
});

describe('unsubscribe tokens', () => {
  it('name one person and one kind, and a changed token names nothing', () => {
    const token = unsubscribeToken(config, 42, 'digest');
    expect(readUnsubscribeToken(config, token)).toEqual({ userId: 42, kind: 'digest' });
    expect(readUnsubscribeToken(config, token.replace('v1.42.', 'v1.43.'))).toBeNull();
    expect(readUnsubscribeToken(config, token.replace('.digest.', '.recap.'))).toBeNull();
    expect(readUnsubscribeToken(config, `${token.slice(0, -1)}A`)).toBeNull();
    expect(readUnsubscribeToken({ ...config, secretKey: 'z'.repeat(40) }, token)).toBeNull();
    expect(readUnsubscribeToken(config, 'garbage')).toBeNull();
  });

  it('maps outbox kinds to e-mail kinds; account mail has none', () => {
    expect(emailKindOfOutboxKind('meeting_updated')).toBe('meetingChanges');
    expect(emailKindOfOutboxKind('talking_point')).toBe('talkingPoints');
    expect(emailKindOfOutboxKind('password_reset')).toBeNull();
    expect(emailKindOfOutboxKind('constructor')).toBeNull();
  });
});
