/**
 * MeetingTime (product rule 9): the meeting's time in its zone, and the viewer's time when their
 * clock reads differently, the viewer being the signed-in user unless `viewerZone` is given.
 */
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '@/shared/schemas/user';
import { SignedInUserContext } from '@/client/features/auth';
import { MeetingTime } from './meeting-time';

const meeting = { date: '2026-12-01', startTime: '10:00', timezone: 'Europe/Berlin' };
const viewer = (timezone: string) => ({ id: 1, timezone }) as User;

const textOf = (ui: React.ReactElement, user: User | null = null) =>
  render(<SignedInUserContext.Provider value={user}>{ui}</SignedInUserContext.Provider>).container
    .textContent;

describe('MeetingTime', () => {
  it('adds the signed-in viewer’s time when they are in another zone', () => {
    expect(textOf(<MeetingTime meeting={meeting} />, viewer('Asia/Kolkata'))).toBe(
      '10:00 Europe/Berlin · 14:30 your time',
    );
  });

  it('names the viewer’s date when it is another day there', () => {
    expect(
      textOf(<MeetingTime meeting={{ ...meeting, startTime: '23:30' }} viewerZone="Asia/Tokyo" />),
    ).toBe('23:30 Europe/Berlin · 07:30 your time (02/12/2026)');
  });

  it('states the zone alone when the viewer’s clock reads the same, or nobody is signed in', () => {
    expect(textOf(<MeetingTime meeting={meeting} />, viewer('Europe/Berlin'))).toBe(
      '10:00 Europe/Berlin',
    );
    expect(textOf(<MeetingTime meeting={meeting} />, viewer('Europe/Paris'))).toBe(
      '10:00 Europe/Berlin',
    );
    expect(textOf(<MeetingTime meeting={meeting} />)).toBe('10:00 Europe/Berlin');
  });

  it('shows a meeting stored in a zone that is no zone without failing', () => {
    expect(
      textOf(
        <MeetingTime meeting={{ ...meeting, timezone: 'Asia/Mumbai' }} />,
        viewer('Asia/Kolkata'),
      ),
    ).toBe('10:00 Asia/Mumbai');
  });
});
