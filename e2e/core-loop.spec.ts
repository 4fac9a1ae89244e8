/**
 * The core loop, through the UI: a manager (signed up through the API by the fixture) adds a
 * team member, schedules a 1:1 and sends an edited confirmation; both receive it with a
 * calendar REQUEST at the right instant; the team member follows the invitation e-mail's link,
 * chooses a password and lands signed in, then marks action items; the manager sees their status and edits the meeting,
 * and the team member receives an update with the same UID and a higher SEQUENCE.
 * (Signing up through the form is e2e/sign-up.spec.ts's journey.)
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  accountLinkFor,
  calendarEvent,
  INVITATION_SUBJECT,
  waitForMail,
  type ReceivedMail,
} from './support/mail';
import { dateIn, logOut, plusDays, timeIn } from './support/session';

const TZ = 'America/New_York';
const meeting = {
  /** Three days ahead in the manager's timezone. */
  date: plusDays(dateIn(TZ), 3),
  startTime: '10:30',
  duration: 45,
  items: ['Draft the growth plan', 'Book the data course'],
};

/** The toast whose title is `title` (Radix also announces it in a hidden live region). */
function toastTitled(page: Page, title: string): Locator {
  return page.getByRole('status').filter({ hasText: title }).first();
}

test('manager schedules a 1:1, the team member follows through, the manager sees it', async ({
  browser,
  createOrganisation,
  pageAs,
  uniqueTag,
}) => {
  test.setTimeout(180_000);
  const { owner: manager } = await createOrganisation({
    firstName: 'Morgan',
    lastName: 'Lee',
    emailName: 'morgan.lee',
    jobTitle: 'Head of Analytics',
    company: `Northwind ${uniqueTag}`,
    timezone: TZ,
  });
  const member = {
    firstName: 'Riley',
    lastName: 'Park',
    email: `riley.park.${uniqueTag}@cadence.test`,
    jobTitle: 'Data Analyst',
    newPassword: 'Riley-new-pass-2',
  };
  const agenda = `Quarterly goals ${uniqueTag}`;
  const page = await pageAs(manager);
  // The team member's own browser; the manager's stays signed in.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  let meetingId = 0;
  let uid = '';
  let firstSequence = 0;

  await test.step('the manager opens the dashboard', async () => {
    await page.goto('/manager-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Manager Dashboard' })).toBeVisible();
  });

  await test.step('the manager adds a team member, who is sent an invitation', async () => {
    await page.getByRole('tab', { name: 'Team Development' }).click();
    await expect(page.getByText('No team members yet')).toBeVisible();
    await page.getByRole('button', { name: 'Add Team Member' }).click();
    const form = page.getByRole('dialog', { name: 'Add Team Member' });
    await form.getByLabel('First name').fill(member.firstName);
    await form.getByLabel('Last name').fill(member.lastName);
    await form.getByLabel('Email').fill(member.email);
    await form.getByLabel('Job title').fill(member.jobTitle);
    await form.getByRole('button', { name: 'Add Team Member' }).click();

    // Mail is configured here: the person chooses their own password (decision 15).
    const sent = page.getByRole('dialog', { name: 'Invitation sent' });
    await expect(sent).toBeVisible();
    await expect(sent.getByText(member.email)).toBeVisible();
    await sent.getByRole('button', { name: 'Done' }).click();
    await expect(sent).toBeHidden();
    await expect(
      page.getByRole('list', { name: 'Team members' }).getByText(member.email),
    ).toBeVisible();
  });

  await test.step('the manager fills the meeting form', async () => {
    await page.getByRole('tab', { name: '1:1s & Team Meetings' }).click();
    await page.getByRole('button', { name: 'Schedule 1:1' }).click();
    const form = page.getByRole('dialog', { name: 'Create New Meeting' });
    await expect(form).toBeVisible();
    const preview = form.getByRole('button', { name: 'Preview Email' });
    await expect(preview).toBeDisabled();

    await form.getByLabel('Participant').click();
    await page
      .getByRole('option', {
        name: `${member.firstName} ${member.lastName} - ${member.jobTitle} (Team Member)`,
      })
      .click();
    await form.getByLabel('Date').fill(meeting.date);
    await form.getByLabel('Start time').click();
    await page.getByRole('option', { name: meeting.startTime, exact: true }).click();
    await form.getByLabel('Duration (minutes)').fill(String(meeting.duration));
    await form.getByRole('textbox', { name: 'Agenda' }).fill(agenda);

    const notes = form.getByRole('textbox', { name: 'Notes' });
    await notes.click();
    await notes.pressSequentially('Agreed to ');
    await notes.press('Control+b');
    await notes.pressSequentially('ship the export');
    await expect(notes.locator('strong', { hasText: 'ship the export' })).toBeVisible();
    const notesTools = form.getByRole('toolbar', { name: 'Notes formatting' });
    await expect(notesTools.getByRole('button', { name: 'Bold (Ctrl+B)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await form.getByLabel('Action items').fill(meeting.items.join('\n'));
    await expect(preview).toBeEnabled();
    await preview.click();
  });

  await test.step('the manager reviews the server-rendered e-mails and sends', async () => {
    const email = page.getByRole('dialog', { name: 'Email Preview' });
    await expect(email).toBeVisible();
    await expect(email.getByRole('tab')).toHaveCount(0);
    const toMember = email.getByRole('region', { name: 'Email to the team member' });
    await expect(toMember.getByText(/^Subject: 📅 Meeting Invitation: .* at 10:30$/)).toBeVisible();
    // Notes stay in Cadence: the invitation does not carry them (decision 12).
    await expect(toMember.getByText(/ship the export/)).toHaveCount(0);
    await email.getByRole('button', { name: 'Send & Schedule' }).click();
    await expect(toastTitled(page, '1:1 scheduled successfully')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('link', { name: agenda, exact: true })).toBeVisible();
  });

  await test.step('both receive the invitation with a REQUEST at 10:30 New York time', async () => {
    const invitation = (m: ReceivedMail) =>
      (m.email.subject ?? '').startsWith('📅 Meeting Invitation:') &&
      (m.email.subject ?? '').endsWith(' at 10:30');
    const forManager = await waitForMail(manager.email, invitation);
    const forMember = await waitForMail(member.email, invitation);
    for (const mail of [forManager, forMember]) {
      const { method, event } = calendarEvent(mail);
      expect(method).toBe('REQUEST');
      expect(event.uid).toBeTruthy();
      const start = event.startDate.toJSDate();
      expect(dateIn(TZ, start)).toBe(meeting.date);
      expect(timeIn(TZ, start)).toBe(meeting.startTime);
      // New York is 4 or 5 hours behind UTC: the instant is not 10:30 UTC.
      expect(['14:30', '15:30']).toContain(timeIn('UTC', start));
      expect(event.duration.toSeconds()).toBe(meeting.duration * 60);
    }
    const managerEvent = calendarEvent(forManager).event;
    const memberEvent = calendarEvent(forMember).event;
    expect(memberEvent.uid).toBe(managerEvent.uid);
    uid = memberEvent.uid;
    firstSequence = memberEvent.sequence;
    expect(`${forMember.email.html ?? ''}${forMember.email.text ?? ''}`).not.toContain(
      'ship the export',
    );
  });

  await test.step('the team member follows the invitation and chooses a password', async () => {
    await memberPage.goto(await accountLinkFor(member.email, INVITATION_SUBJECT));
    await memberPage.getByLabel('New Password', { exact: true }).fill(member.newPassword);
    await memberPage.getByLabel('Confirm New Password').fill(member.newPassword);
    await memberPage.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(memberPage).toHaveURL(/\/team-member-dashboard$/);
  });

  await test.step('the team member marks one item completed and the other stuck', async () => {
    const row = memberPage.getByRole('listitem').filter({
      has: memberPage.getByRole('heading', {
        level: 3,
        name: `1:1 with ${manager.firstName} ${manager.lastName}`,
      }),
    });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Mark ${meeting.items[0]} completed` }).click();
    await expect(row.getByRole('button', { name: `Reset ${meeting.items[0]}` })).toBeVisible();
    await row.getByRole('button', { name: `Mark ${meeting.items[1]} stuck` }).click();
    await expect(row.getByRole('button', { name: `Reset ${meeting.items[1]}` })).toBeVisible();
    await logOut(memberPage);
  });

  await test.step('the manager opens the meeting and sees Completed and Stuck', async () => {
    await page.goto('/manager-dashboard');
    await page.getByRole('link', { name: agenda, exact: true }).click();
    await expect(page).toHaveURL(/\/meeting\/\d+$/);
    meetingId = Number(new URL(page.url()).pathname.split('/').pop());
    expect(meetingId).toBeGreaterThan(0);
    await expect(page).toHaveTitle('Meeting Details – Cadence');
    await expect(page.getByRole('heading', { name: 'Meeting with Riley Park' })).toBeVisible();
    await expect(page.locator('strong', { hasText: 'ship the export' })).toBeVisible();
    const items = page.getByRole('listitem');
    await expect(items.filter({ hasText: meeting.items[0] })).toContainText('Completed');
    await expect(items.filter({ hasText: meeting.items[1] })).toContainText('Stuck');
  });

  await test.step('the manager exports the meeting as text (spec 2.17)', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`meeting-Riley Park-${meeting.date}.txt`);
    const text = readFileSync((await file.path())!, 'utf8');
    // The notes' rich text as plain text, by the html-to-text library loaded on the click.
    expect(text).toContain('Notes:\nAgreed to ship the export\n');
    expect(text).not.toMatch(/<|>/);
    expect(text).toContain(`• ${meeting.items[0]} (Completed)`);
    expect(text).toContain(`• ${meeting.items[1]} (Stuck`);
  });

  await test.step('the manager edits the meeting; the team member gets an update', async () => {
    // The agenda is a live editor on the page (docs/live.md), no longer a field of the dialog.
    await expect(page.getByRole('textbox', { name: 'Agenda' })).toHaveText(agenda);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Edit Meeting' });
    await expect(form.getByRole('textbox', { name: 'Agenda' })).toHaveCount(0);
    await form.getByLabel('Duration (minutes)').fill('60');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('dialog', { name: 'Meeting Updated Successfully' })).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();

    const update = await waitForMail(member.email, (m) => {
      if (!m.email.subject?.startsWith('Meeting updated')) return false;
      const { event } = calendarEvent(m);
      return event.uid === uid && event.duration.toSeconds() === 3600;
    });
    const { method, event } = calendarEvent(update);
    expect(method).toBe('REQUEST');
    expect(event.uid).toBe(uid);
    expect(event.sequence).toBeGreaterThan(firstSequence);
    expect(timeIn(TZ, event.startDate.toJSDate())).toBe(meeting.startTime);
  });
  await memberContext.close();
});
