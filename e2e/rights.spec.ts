/**
 * Rights from the server (docs/decisions/0038-rights-from-the-server.md): the meeting page
 * shows its controls from the answer's `can`, not from the viewer's role. A Supervisor who is
 * the participant of their Manager's 1:1 gets the participant's form (Edit Meeting Details,
 * PUT) and no organiser Edit; the Manager who organises it gets the organiser's Edit Meeting.
 */
import { expect, test } from './support/fixtures';
import { dateIn, plusDays } from './support/session';

test('a supervisor in their manager’s 1:1 gets the participant form, not the organiser’s Edit', async ({
  createOrganisation,
  apiAs,
  pageAs,
}) => {
  const org = await createOrganisation({ role: 'Manager', firstName: 'Morgan', lastName: 'Lee' });
  const manager = org.owner;
  const supervisor = await org.add({
    role: 'Supervisor',
    firstName: 'Sam',
    lastName: 'Super',
    managerId: manager.id,
  });
  const created = await (
    await apiAs(manager)
  ).post('/api/meetings', {
    data: {
      meeting: {
        teamMemberId: supervisor.id,
        date: plusDays(dateIn('UTC'), 5),
        startTime: '10:00',
        duration: 30,
        agenda: 'Supervising well',
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const meeting = (await created.json()) as { id: number; can: Record<string, boolean> };
  // The organiser's own answer: the organiser's rights.
  expect(meeting.can.edit).toBe(true);

  const page = await pageAs(supervisor);
  await page.goto(`/meeting/${meeting.id}`);
  const details = page.getByRole('button', { name: 'Edit details' });
  await expect(details).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await details.click();
  const dialog = page.getByRole('dialog', { name: 'Edit Meeting Details' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Edit Meeting', exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  const organiserPage = await pageAs(manager);
  await organiserPage.goto(`/meeting/${meeting.id}`);
  await organiserPage.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(
    organiserPage.getByRole('dialog', { name: 'Edit Meeting', exact: true }),
  ).toBeVisible();
});
