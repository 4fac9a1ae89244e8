import { describe, expect, it } from 'vitest';
import {
  CLDR_LEGACY_ZONE_NAMES,
  canonicalTimezone,
  isValidTimezone,
  legacyNamesOf,
  timezoneList,
  timezoneOffsetLabel,
  timezoneOrDefault,
} from './timezones';
import { formatMeetingTime } from './meeting-time';

const accepted = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

describe('the zone list', () => {
  const list = timezoneList();

  it('offers Asia/Kolkata and UTC, never Asia/Mumbai nor an old CLDR name', () => {
    expect(list).toContain('Asia/Kolkata');
    expect(list).toContain('Europe/Kyiv');
    expect(list).toContain('UTC');
    expect(list).not.toContain('Asia/Mumbai');
    for (const old of Object.keys(CLDR_LEGACY_ZONE_NAMES)) expect(list).not.toContain(old);
  });

  it('holds only zones Intl.DateTimeFormat accepts, each once, sorted, canonical', () => {
    expect(list.length).toBeGreaterThan(400);
    expect(new Set(list).size).toBe(list.length);
    expect([...list].sort()).toEqual(list);
    for (const tz of list) {
      expect(accepted(tz), tz).toBe(true);
      expect(canonicalTimezone(tz), tz).toBe(tz);
    }
  });

  it('covers every zone the runtime lists, under its current name', () => {
    for (const tz of Intl.supportedValuesOf('timeZone')) {
      expect(list).toContain(CLDR_LEGACY_ZONE_NAMES[tz] ?? tz);
    }
  });

  it('maps each old CLDR name to a current name of the same zone', () => {
    for (const [old, current] of Object.entries(CLDR_LEGACY_ZONE_NAMES)) {
      expect(accepted(current), current).toBe(true);
      const resolve = (tz: string) =>
        new Intl.DateTimeFormat('en-US', { timeZone: tz }).resolvedOptions().timeZone;
      expect(resolve(current), current).toBe(resolve(old));
    }
    expect(legacyNamesOf('Asia/Kolkata')).toEqual(['Asia/Calcutta']);
  });
});

describe('accepted names', () => {
  it('accepts what Intl.DateTimeFormat accepts and refuses the rest', () => {
    for (const tz of ['Europe/Berlin', 'utc', 'US/Eastern', 'Etc/GMT+5', 'Asia/Calcutta']) {
      expect(isValidTimezone(tz), tz).toBe(true);
    }
    for (const tz of [
      'Asia/Mumbai',
      'Mars/Olympus',
      '+01:00',
      '',
      ' Europe/Berlin',
      'x'.repeat(70),
    ]) {
      expect(isValidTimezone(tz), tz).toBe(false);
    }
  });

  it('gives the canonical IANA name, and UTC for what is no zone', () => {
    expect(canonicalTimezone('asia/calcutta')).toBe('Asia/Kolkata');
    expect(canonicalTimezone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(canonicalTimezone('europe/berlin')).toBe('Europe/Berlin');
    expect(canonicalTimezone('US/Eastern')).toBe('America/New_York');
    expect(canonicalTimezone('Etc/UTC')).toBe('UTC');
    expect(canonicalTimezone('Asia/Mumbai')).toBeNull();
    expect(timezoneOrDefault('Asia/Mumbai')).toBe('UTC');
    expect(timezoneOrDefault(null)).toBe('UTC');
    expect(timezoneOrDefault('Europe/Kiev')).toBe('Europe/Kyiv');
  });

  it('labels the offset at an instant, daylight saving included', () => {
    expect(timezoneOffsetLabel('Asia/Kolkata')).toBe('GMT+05:30');
    expect(timezoneOffsetLabel('Europe/Berlin', new Date('2026-01-15T12:00:00Z'))).toBe(
      'GMT+01:00',
    );
    expect(timezoneOffsetLabel('Europe/Berlin', new Date('2026-07-15T12:00:00Z'))).toBe(
      'GMT+02:00',
    );
    expect(timezoneOffsetLabel('Asia/Mumbai')).toBe('');
  });
});

describe('formatMeetingTime', () => {
  const berlin = { date: '2026-12-01', startTime: '10:00', timezone: 'Europe/Berlin' };

  it('states the zone, and the viewer’s time when their clock differs', () => {
    expect(formatMeetingTime(berlin, 'Asia/Kolkata')).toEqual({
      time: '10:00',
      zone: 'Europe/Berlin',
      viewer: { time: '14:30', date: '2026-12-01', zone: 'Asia/Kolkata', text: '14:30 your time' },
      text: '10:00 Europe/Berlin · 14:30 your time',
    });
    // Summer time in Berlin: one hour less between them.
    expect(formatMeetingTime({ ...berlin, date: '2026-07-01' }, 'Asia/Calcutta').text).toBe(
      '10:00 Europe/Berlin · 13:30 your time',
    );
  });

  it('names the viewer’s date when it is another day there', () => {
    expect(formatMeetingTime({ ...berlin, startTime: '23:30' }, 'Pacific/Auckland').text).toBe(
      '23:30 Europe/Berlin · 11:30 your time (02/12/2026)',
    );
    expect(formatMeetingTime({ ...berlin, startTime: '01:00' }, 'America/New_York').text).toBe(
      '01:00 Europe/Berlin · 19:00 your time (30/11/2026)',
    );
  });

  it('states only the meeting’s zone when the viewer’s clock reads the same or is unknown', () => {
    for (const viewer of ['Europe/Berlin', 'Europe/Paris', 'Asia/Mumbai', null, undefined]) {
      expect(formatMeetingTime(berlin, viewer).text, String(viewer)).toBe('10:00 Europe/Berlin');
    }
  });

  it('never throws on a meeting stored in a zone that is no zone', () => {
    expect(
      formatMeetingTime({ ...berlin, timezone: 'Asia/Mumbai' }, 'Europe/Berlin'),
    ).toMatchObject({ zone: 'Asia/Mumbai', viewer: null, text: '10:00 Asia/Mumbai' });
  });
});
