/**
 * promise 3 in the browser: rich-text notes carrying script payloads are stored sanitized and
 * render on every page that shows notes without running anything (no dialog, no injected
 * element, no handler attribute); one's own name and job title (Your details) stay text.
 */
import { expect, test } from './support/fixtures';
import type { Meeting } from '../src/shared/schemas/meeting';
import type { User } from '../src/shared/schemas/user';
import { dateIn, demoLogin, plusDays } from './support/session';

const PAYLOADS = [
  '<script>alert("xss-1")</script>',
  '<img src=x onerror="alert(\'xss-2\')">',
  '<a href="javascript:alert(\'xss-3\')">click me</a>',
  '<svg onload="alert(\'xss-4\')"></svg>',
  '<iframe srcdoc="<script>alert(\'xss-5\')</script>"></iframe>',
  '<p onclick="alert(\'xss-6\')" style="background:url(javascript:alert(7))">styled</p>',
  '<b>kept bold</b> <details open ontoggle="alert(\'xss-8\')">x</details>',
  '"><script>alert("xss-9")</script>',
];

test('notes with script payloads render inert on details and meetings-list pages', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await demoLogin(page, 'manager');
  const me = (await (await page.request.get('/api/auth/user')).json()) as User;
  const team = (await (await page.request.get('/api/team-members')).json()) as User[];
  const member = team.find((u) => u.role === 'Team Member')!;
  const res = await page.request.post('/api/meetings', {
    data: {
      meeting: {
        teamMemberId: member.id,
        date: plusDays(dateIn(me.timezone), 3),
        startTime: '10:00',
        duration: 30,
        agenda: 'XSS check',
        notes: PAYLOADS.join('\n'),
        actionItems: ['<img src=x onerror=alert("xss-item")>'],
      },
    },
  });
  expect(res.status()).toBe(201);
  const meeting = (await res.json()) as Meeting;
  expect(meeting.notes).toContain('<b>kept bold</b>');
  for (const bad of [
    '<script',
    'onerror',
    'javascript:',
    'onload',
    '<iframe',
    'onclick',
    'ontoggle',
    'style=',
  ]) {
    expect(meeting.notes ?? '', bad).not.toContain(bad);
  }

  for (const path of [`/meeting/${meeting.id}`, `/team-member-meetings/${member.id}/all`]) {
    await page.goto(path);
    await expect(page.getByText('kept bold').first()).toBeVisible();
    const injected = await page.evaluate(() => ({
      scripts: document.querySelectorAll('main script, main iframe, main svg[onload]').length,
      handlers: [...document.querySelectorAll('main *')].filter((el) =>
        [...el.attributes].some((a) => a.name.startsWith('on') || a.value.includes('javascript:')),
      ).length,
    }));
    expect(injected, path).toEqual({ scripts: 0, handlers: 0 });
  }
  expect(dialogs).toEqual([]);
});

test('names and job title written on /profile render inert (Your details, decision 15)', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await demoLogin(page, 'manager');
  const me = (await (await page.request.get('/api/auth/user')).json()) as User;
  await page.goto('/profile');
  await expect(page.getByLabel('First name')).toBeVisible();
  await page.getByLabel('First name').fill(PAYLOADS[1]!.slice(0, 100));
  await page.getByLabel('Last name').fill(PAYLOADS[7]!.slice(0, 100));
  await page.getByLabel('Job title').fill(PAYLOADS[0]!.slice(0, 100));
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByRole('button', { name: 'Save details' })).toBeDisabled();
  const saved = (await (await page.request.get(`/api/users/${me.id}`)).json()) as User;
  // Stored as typed (plain text, never HTML) and shown as text.
  expect(saved.jobTitle).toBe(PAYLOADS[0]);
  await page.reload();
  await expect(page.getByLabel('Job title')).toHaveValue(PAYLOADS[0]!);
  const injected = await page.evaluate(() => ({
    scripts: document.querySelectorAll('body script:not([src]), main iframe, main img').length,
    handlers: [...document.querySelectorAll('body *')].filter((el) =>
      [...el.attributes].some((a) => a.name.startsWith('on')),
    ).length,
  }));
  expect(injected).toEqual({ scripts: 0, handlers: 0 });
  expect(dialogs).toEqual([]);
});
