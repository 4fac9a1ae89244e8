/**
 * Recurring 1:1s (docs/decisions/0011-series.md), through the UI where a person would act: a
 * manager in Europe/Berlin schedules a weekly series starting Tuesday 16 March 2027, 10:00,
 * which crosses the change to summer time (28 March); moves one occurrence (This 1:1) and
 * cancels another. The meeting page shows the series and the pair's past 1:1s; both mailboxes
 * hold the invitation, the update and the cancellation with one UID and a rising SEQUENCE; read
 * with ical.js (recurrence iterator, exceptions applied), they yield exactly the dates and local
 * times the app shows, and so does the team member's personal feed.
 */
import type { APIRequestContext } from '@playwright/test';
import type { Meeting } from '../src/shared/schemas/meeting';
import { expandSeries } from '../src/server/test/ical-expand';
import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { waitForMail, type ReceivedMail } from './support/mail';

const TZ = 'Europe/Berlin';
const START = '2027-03-16';
const SCREENS = '.tmp/screens';

/** The text of the message's text/calendar part. */
function calendarText(mail: ReceivedMail): string {
  const part = mail.email.attachments.find(
    (a) => a.mimeType.startsWith('text/calendar') || a.filename?.endsWith('.ics'),
  );
  if (!part) throw new Error('No calendar part in the message');
  return typeof part.content === 'string' ? part.content : new TextDecoder().decode(part.content);
}

/** Unfolded VEVENT property values of `name` (not the VTIMEZONE's). */
function eventProp(text: string, name: string): string[] {
  const lines = text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  let inEvent = false;
  const out: string[] = [];
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') inEvent = true;
    if (line === 'END:VEVENT') inEvent = false;
    if (inEvent && (line.startsWith(`${name}:`) || line.startsWith(`${name};`))) {
      out.push(line.slice(line.indexOf(':') + 1));
    }
  }
  return out;
}

async function seriesMeetings(api: APIRequestContext): Promise<Meeting[]> {
  const res = await api.get('/api/meetings?status=all&upcoming=false');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as Meeting[])
    .filter((m) => m.seriesId !== null)
    .sort((a, b) => `${a.date}${a.startTime}`.localeCompare(`${b.date}${b.startTime}`));
}

test('a weekly series across DST: move one, skip one; mail and calendars agree with the app', async ({
  createOrganisation,
  pageAs,
  apiAs,
  uniqueTag,
}) => {
  test.setTimeout(180_000);
  const org = await createOrganisation({
    firstName: 'Mara',
    lastName: 'Vogel',
    emailName: 'mara.vogel',
    timezone: TZ,
  });
  const manager = org.owner;
  const member = await org.add({ firstName: 'Jonas', lastName: 'Brandt', jobTitle: 'Engineer' });
  const agenda = `Weekly sync ${uniqueTag}`;
  const page = await pageAs(manager);

  await test.step('the manager schedules a weekly series, 8 times, at 10:00 Berlin', async () => {
    await page.goto('/manager-dashboard');
    await page.getByRole('tab', { name: '1:1s & Team Meetings' }).click();
    await page.getByRole('button', { name: 'Schedule 1:1' }).click();
    const form = page.getByRole('dialog', { name: 'Create New Meeting' });
    await form.getByLabel('Participant').click();
    await page.getByRole('option', { name: /Jonas Brandt/ }).click();
    await form.getByLabel('Date').fill(START);
    await form.getByLabel('Start time').click();
    await page.getByRole('option', { name: '10:00', exact: true }).click();
    await form.getByRole('textbox', { name: 'Agenda' }).fill(agenda);
    await form.getByLabel('Repeats').click();
    await page.getByRole('option', { name: 'Weekly', exact: true }).click();
    await form.getByRole('radio', { name: 'After N times' }).check();
    await form.getByLabel('Number of 1:1s').fill('8');
    await expect(form.getByText('Series: Weekly on Tuesday, 8 times')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'meeting form with Repeats and Ends');
    for (const [name, width, height] of [
      ['form-laptop', 1280, 800],
      ['form-phone', 390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: `${SCREENS}/series-${name}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await form.getByRole('button', { name: 'Preview Email' }).click();
    await page
      .getByRole('dialog', { name: 'Email Preview' })
      .getByRole('button', { name: 'Send & Schedule' })
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  const memberApi = await apiAs(member);
  const managerApi = await apiAs(manager);
  const created = await seriesMeetings(memberApi);
  expect(created.map((m) => [m.date, m.startTime])).toEqual(
    [
      '2027-03-16',
      '2027-03-23',
      '2027-03-30',
      '2027-04-06',
      '2027-04-13',
      '2027-04-20',
      '2027-04-27',
      '2027-05-04',
    ].map((d) => [d, '10:00']),
  );
  expect(created.every((m) => m.rrule === 'FREQ=WEEKLY;BYDAY=TU;COUNT=8')).toBe(true);
  const moved = created[3]!;
  const skipped = created[5]!;

  await test.step('the manager moves one occurrence only (This 1:1)', async () => {
    await page.goto(`/meeting/${moved.id}`);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Edit Meeting' });
    await expect(form.getByRole('radio', { name: 'This 1:1', exact: true })).toBeChecked();
    await expectNoSeriousA11yViolations(page, 'editing an occurrence');
    for (const [name, width, height] of [
      ['edit-laptop', 1280, 800],
      ['edit-phone', 390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: `${SCREENS}/series-${name}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await form.getByLabel('Date').fill('2027-04-08');
    await form.getByLabel('Start time').click();
    await page.getByRole('option', { name: '14:00', exact: true }).click();
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('dialog', { name: 'Meeting Updated Successfully' })).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
  });

  await test.step('the manager skips another occurrence', async () => {
    const res = await managerApi.delete(`/api/meetings/${skipped.id}`);
    expect(res.ok()).toBe(true);
  });

  const shown = await seriesMeetings(memberApi);
  const appSlots = shown.map((m) => ({ date: m.date, time: m.startTime }));
  expect(appSlots).toHaveLength(7);
  expect(appSlots).toContainEqual({ date: '2027-04-08', time: '14:00' });
  expect(appSlots.map((s) => s.date)).not.toContain('2027-04-20');

  await test.step('the team member’s meeting page shows the series and the moved 1:1', async () => {
    const memberPage = await pageAs(member);
    await memberPage.goto(`/meeting/${moved.id}`);
    const when = memberPage.getByRole('heading', { level: 1 }).locator('..');
    await expect(when).toContainText('Date: 08/04/2027');
    await expect(when).toContainText('Start time: 14:00');
    const block = memberPage.getByRole('heading', { name: 'Series' }).locator('../..');
    await expect(block.getByText('Weekly on Tuesday, 8 times')).toBeVisible();
    // The next 1:1 after this one; 20 April was skipped.
    await expect(block.getByRole('link', { name: '13/04/2027 at 10:00' })).toHaveAttribute(
      'href',
      `/meeting/${created[4]!.id}`,
    );
    await expectNoSeriousA11yViolations(memberPage, 'meeting page with the series block');
    for (const [name, width, height] of [
      ['page-laptop', 1280, 800],
      ['page-phone', 390, 844],
    ] as const) {
      await memberPage.setViewportSize({ width, height });
      await memberPage.screenshot({ path: `${SCREENS}/series-${name}.png`, fullPage: true });
    }
  });

  let seriesUid = '';
  await test.step('both mailboxes: invitation, update, cancellation; one UID, rising SEQUENCE', async () => {
    for (const person of [manager, member]) {
      // The addresses are this test's own, so the subject tells the three messages apart.
      const subject = (prefix: string) => (m: ReceivedMail) =>
        (m.email.subject ?? '').startsWith(prefix);
      const mails = [
        await waitForMail(person.email, subject('📅 Meeting Invitation:')),
        await waitForMail(person.email, subject('Meeting updated:')),
        await waitForMail(person.email, subject('Meeting cancelled:')),
      ];
      const texts = mails.map(calendarText);
      const uids = new Set(texts.flatMap((t) => eventProp(t, 'UID')));
      expect(uids.size).toBe(1);
      const sequences = texts.map((t) => Number(eventProp(t, 'SEQUENCE')[0]));
      expect(sequences[0]).toBeLessThan(sequences[1]!);
      expect(sequences[1]).toBeLessThan(sequences[2]!);
      expect(texts.map((t) => /METHOD:(\w+)/.exec(t)?.[1])).toEqual([
        'REQUEST',
        'REQUEST',
        'CANCEL',
      ]);
      // A calendar that received the three messages shows the app's dates and local times.
      seriesUid = [...uids][0]!;
      expect(expandSeries(texts, seriesUid, TZ)).toEqual(appSlots);
    }
  });

  await test.step('the team member’s feed shows the same dates and times', async () => {
    const feed = await memberApi.get('/api/me/calendar-feed');
    expect(feed.ok()).toBe(true);
    const { url } = (await feed.json()) as { url: string };
    const served = await memberApi.get(new URL(url).pathname);
    expect(served.ok()).toBe(true);
    const text = await served.text();
    // The series once (its master and the moved occurrence's override), not 7 one-offs.
    expect(eventProp(text, 'UID')).toEqual([seriesUid, seriesUid]);
    expect(expandSeries([text], seriesUid, TZ)).toEqual(appSlots);
  });
});
