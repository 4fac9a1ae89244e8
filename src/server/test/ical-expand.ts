/**
 * Test helper (API tests and e2e): reads iCalendar text as a calendar client does with ical.js
 * (VTIMEZONEs registered, overrides related to their master by RECURRENCE-ID, EXDATEs and
 * cancelled overrides dropped) and lists the occurrences of one UID as local date + time in
 * `zone`, in order. Not used by the app.
 */
import ICAL from 'ical.js';

export interface LocalSlot {
  /** yyyy-MM-dd in `zone` */
  date: string;
  /** HH:mm in `zone` */
  time: string;
}

function local(instant: Date, zone: string): LocalSlot {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/**
 * The occurrences of the series `uid` in the calendar `texts` (one or more iCalendar texts, e.g.
 * a feed, or the invitation and its updates in the order received: a later SEQUENCE replaces
 * the event it updates), expanded with ical.js's recurrence iterator up to `limit` slots.
 */
export function expandSeries(texts: string[], uid: string, zone: string, limit = 400): LocalSlot[] {
  ICAL.TimezoneService.reset();
  const latest = new Map<string, ICAL.Component>();
  for (const text of texts) {
    const calendar = new ICAL.Component(ICAL.parse(text));
    for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
      ICAL.TimezoneService.register(vtimezone);
    }
    const cancel = calendar.getFirstPropertyValue('method') === 'CANCEL';
    for (const vevent of calendar.getAllSubcomponents('vevent')) {
      if (vevent.getFirstPropertyValue('uid') !== uid) continue;
      const rid = vevent.getFirstPropertyValue('recurrence-id');
      const key = rid ? String(rid) : 'master';
      if (cancel && !rid) {
        latest.clear();
        continue;
      }
      if (cancel) vevent.updatePropertyWithValue('status', 'CANCELLED');
      const seen = latest.get(key);
      const seq = (c: ICAL.Component) => Number(c.getFirstPropertyValue('sequence') ?? 0);
      if (!seen || seq(vevent) >= seq(seen)) latest.set(key, vevent);
    }
  }
  const masterComponent = latest.get('master');
  if (!masterComponent) return [];
  const master = new ICAL.Event(masterComponent);
  for (const [key, component] of latest) {
    if (key !== 'master') master.relateException(new ICAL.Event(component));
  }
  const out: LocalSlot[] = [];
  const iterator = master.iterator();
  for (let next = iterator.next(); next && out.length < limit; next = iterator.next()) {
    const details = master.getOccurrenceDetails(next);
    if (details.item.component.getFirstPropertyValue('status') === 'CANCELLED') continue;
    out.push(local(details.startDate.toJSDate(), zone));
  }
  return out.sort((a, b) => `${a.date}${a.time}`.localeCompare(`${b.date}${b.time}`));
}
