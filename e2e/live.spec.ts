/**
 * The live 1:1 (docs/live.md, decision 29), in real browsers against real servers:
 *
 * 1. One instance (the suite's server, PGlite): the manager and the team member type at once
 *    into "Shared notes" for 10 s; both pages and GET /api/meetings/{id} end with every word of
 *    both. The team member goes offline (`context.setOffline`), keeps typing and sees the
 *    offline line; back online, everything is merged on both pages and in the API. A talking
 *    point added by one appears on the other's page within 2 s without a reload. "Who is here"
 *    shows both names. The organiser's manager sees the text live and cannot type.
 * 2. The same journey with the two people on two instances of the server (started here) on one
 *    PostgreSQL database (created and dropped here).
 * 3. A crash: SIGKILL of the server (started here, PostgreSQL) while both type; every word a page
 *    showed as "Saved" before the kill is in the document the restarted server serves to a
 *    fresh page, before the typing pages come back; then their offline words merge too.
 *
 * No fixed sleeps: every wait is for a condition (polls of a page or of the server).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test, type CreateOrganisation, type Person } from './support/fixtures';
import { dateIn, plusDays } from './support/session';

const TZ = 'UTC';
const OFFLINE = 'Offline – your changes will be saved when you are back';
const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const ADMIN_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Screenshots at 1280x800 and 390x844 into E2E_SCREENSHOTS, when set. */
async function snap(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  for (const [label, width, height] of [
    ['laptop', 1280, 800],
    ['phone', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${dir}/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The status line of the live editors (docs/live.md "Saving"). */
const statusLine = (page: Page) => page.getByRole('status', { name: 'Live notes status' });

const sharedNotes = (page: Page) => page.getByRole('textbox', { name: 'Shared notes' });

/** A meeting of `manager` with `member` tomorrow, created through the API; its id. */
async function createMeeting(api: APIRequestContext, memberId: number): Promise<number> {
  const res = await api.post('/api/meetings', {
    data: {
      meeting: {
        teamMemberId: memberId,
        date: plusDays(dateIn(TZ), 1),
        startTime: '10:00',
        duration: 30,
        timezone: TZ,
        agenda: 'Growth plan',
        notes: '<p>Started before the live notes</p>',
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** The 1:1's `notes` as GET /api/meetings/{id} answers them. */
async function apiNotes(api: APIRequestContext, id: number): Promise<string> {
  const res = await api.get(`/api/meetings/${id}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { notes: string | null }).notes ?? '';
}

/** Waits until `text()` holds every one of `words`. */
async function expectAllWords(text: () => Promise<string>, words: string[], timeout = 15_000) {
  await expect
    .poll(
      async () => {
        const t = await text();
        return words.filter((w) => !t.includes(w));
      },
      { timeout },
    )
    .toEqual([]);
}

/** Opens the 1:1 at `url` and waits until its shared notes are editable and saved. */
async function openAsWriter(page: Page, url: string) {
  await page.goto(url);
  await expect(sharedNotes(page)).toBeEditable({ timeout: 20_000 });
  await expect(statusLine(page)).toHaveText('Saved');
}

/**
 * Types words `<prefix><n>x` (each after a space) at the end of the shared notes (or, with
 * `place` false, where the caret is) until `until()` says stop; `delay` ms between keys.
 * Returns the words typed.
 */
async function typeWords(
  page: Page,
  prefix: string,
  until: () => boolean,
  delay = 30,
  place = true,
): Promise<string[]> {
  const words: string[] = [];
  if (place) {
    await sharedNotes(page).click();
    await page.keyboard.press('Control+End');
  }
  for (let n = 0; !until(); n++) {
    const word = `${prefix}${n}x`;
    await page.keyboard.type(` ${word}`, { delay });
    words.push(word);
  }
  return words;
}

/** Types for `ms` milliseconds (`place`: as for `typeWords`). */
const typeFor = (page: Page, prefix: string, ms: number, place = true) => {
  const end = Date.now() + ms;
  return typeWords(page, prefix, () => Date.now() >= end, 30, place);
};

/**
 * Puts the carets of two writers in two paragraphs, for typing at once: `first` at the end of
 * the notes, then `second` on a new paragraph below, which `first` has received before this
 * returns. (Two carets at the very end of one paragraph both follow the end as the other types,
 * so their keys interleave letter by letter: every letter is kept, but the words this file
 * checks would not be.)
 */
async function twoCarets(first: Page, second: Page) {
  await sharedNotes(first).click();
  await first.keyboard.press('Control+End');
  const before = await sharedNotes(first).locator('p').count();
  await sharedNotes(second).click();
  await second.keyboard.press('Control+End');
  await second.keyboard.press('Enter');
  await expect(sharedNotes(first).locator('p')).toHaveCount(before + 1);
}

interface People {
  senior: Person;
  manager: Person;
  member: Person;
}

/**
 * The two-person journey of the "Done when" on the pages of `managerPage` (origin
 * `managerBase`) and `memberPage` (origin `memberBase`); `readerPage` is the organiser's manager.
 */
async function liveJourney(opts: {
  people: People;
  managerApi: APIRequestContext;
  /** The team member's signed-in API context: the same session as `memberPage`. */
  memberApi: APIRequestContext;
  meetingId: number;
  managerPage: Page;
  memberPage: Page;
  memberContext: BrowserContext;
  readerPage: Page;
  managerBase: string;
  memberBase: string;
}) {
  const { people, managerApi, meetingId, managerPage, memberPage, memberContext, readerPage } =
    opts;
  const managerName = `${people.manager.firstName} ${people.manager.lastName}`;
  const memberName = `${people.member.firstName} ${people.member.lastName}`;
  const all: string[] = ['Started before the live notes'];

  await test.step('both open the 1:1: editors in place, Who is here shows both', async () => {
    await openAsWriter(managerPage, `${opts.managerBase}/meeting/${meetingId}`);
    await openAsWriter(memberPage, `${opts.memberBase}/meeting/${meetingId}`);
    for (const page of [managerPage, memberPage]) {
      await expect(sharedNotes(page)).toContainText('Started before the live notes');
      await expect(page.getByRole('textbox', { name: 'Agenda' })).toContainText('Growth plan');
      const here = page.getByRole('region', { name: 'Who is here' });
      await expect(here).toContainText(managerName);
      await expect(here).toContainText(memberName);
    }
  });

  await test.step('both type at once for 10 s: every word on both pages and in the API', async () => {
    await twoCarets(managerPage, memberPage);
    const [managerWords, memberWords] = await Promise.all([
      typeFor(managerPage, 'mgr', 10_000, false),
      typeFor(memberPage, 'tm', 10_000, false),
    ]);
    expect(managerWords.length).toBeGreaterThan(5);
    expect(memberWords.length).toBeGreaterThan(5);
    all.push(...managerWords, ...memberWords);
    for (const page of [managerPage, memberPage]) {
      await expect(statusLine(page)).toHaveText('Saved', { timeout: 15_000 });
      await expectAllWords(() => sharedNotes(page).innerText(), all);
    }
    await expectAllWords(() => apiNotes(managerApi, meetingId), all);
    await snap(managerPage, 'live-organiser');
    await snap(memberPage, 'live-participant');
  });

  await test.step('the team member goes offline, types, comes back: merged', async () => {
    await memberContext.setOffline(true);
    await expect(statusLine(memberPage)).toHaveText(OFFLINE);
    const offlineWords = await typeFor(memberPage, 'off', 2_000);
    await expect(statusLine(memberPage)).toHaveText(OFFLINE);
    await snap(memberPage, 'live-offline');
    const meanwhile = await typeFor(managerPage, 'mean', 1_000);
    await expect(statusLine(managerPage)).toHaveText('Saved', { timeout: 15_000 });
    // Offline: the manager's new words have not reached the team member's page.
    expect(await sharedNotes(memberPage).innerText()).not.toContain(meanwhile[0]);
    await memberContext.setOffline(false);
    all.push(...offlineWords, ...meanwhile);
    for (const page of [memberPage, managerPage]) {
      await expect(statusLine(page)).toHaveText('Saved', { timeout: 20_000 });
      await expectAllWords(() => sharedNotes(page).innerText(), all);
    }
    await expectAllWords(() => apiNotes(managerApi, meetingId), all);
  });

  // Inline handlers (`onerror=`) are left out of the paste: Chromium reports a CSP violation for
  // them even in the inert document a sanitizer parses into, which the fixtures count.
  await test.step('Export on the page has the words typed live since it loaded', async () => {
    const download = managerPage.waitForEvent('download');
    await managerPage.getByRole('button', { name: 'Export' }).click();
    const text = readFileSync((await (await download).path())!, 'utf8');
    expect(all.filter((w) => !text.includes(w))).toEqual([]);
  });

  await test.step('pasted script is stored inert and reaches the other page inert', async () => {
    await sharedNotes(managerPage).click();
    await managerPage.keyboard.press('Control+End');
    await managerPage.evaluate(() => {
      const data = new DataTransfer();
      data.setData(
        'text/html',
        '<p>pasted <b style="color:red">kept bold</b><img src="x.png"><script>window.__xss=2</script><iframe src="/"></iframe><a href="javascript:window.__xss=3">bad link</a></p>',
      );
      const target = document.getElementById('live-notes')!;
      target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
    });
    await expect(statusLine(managerPage)).toHaveText('Saved', { timeout: 15_000 });
    await expect(
      sharedNotes(memberPage).locator('strong, b').filter({ hasText: 'kept bold' }),
    ).toBeVisible();
    await expect.poll(() => apiNotes(managerApi, meetingId)).toContain('kept bold');
    const stored = await apiNotes(managerApi, meetingId);
    for (const bad of ['<script', '<iframe', 'javascript:', '<img', 'style='])
      expect(stored, bad).not.toContain(bad);
    for (const page of [managerPage, memberPage]) {
      const injected = await page.evaluate(() => ({
        xss: (window as unknown as { __xss?: number }).__xss ?? 0,
        handlers: [...document.querySelectorAll('#live-notes *')].filter((el) =>
          [...el.attributes].some(
            (a) => a.name.startsWith('on') || a.value.includes('javascript:'),
          ),
        ).length,
        images: document.querySelectorAll('#live-notes img, #live-notes script, #live-notes iframe')
          .length,
      }));
      expect(injected).toEqual({ xss: 0, handlers: 0, images: 0 });
    }
    all.push('kept bold');
  });

  await test.step('a talking point added by one is on the other page within 2 s', async () => {
    const point = `Live point ${Date.now().toString(36)}`;
    await memberPage.getByLabel('New talking point').fill(point);
    const added = memberPage.waitForResponse(
      (r) =>
        r.request().method() === 'POST' &&
        r.url().endsWith(`/api/meetings/${meetingId}/talking-points`),
    );
    await memberPage.getByRole('button', { name: 'Add talking point' }).click();
    expect((await added).status()).toBe(201);
    await expect(
      managerPage.getByRole('list', { name: 'Talking points' }).getByText(point, { exact: true }),
    ).toBeVisible({ timeout: 2_000 });
  });

  await test.step('a 1 MB paste is refused with a message; typing goes on', async () => {
    await sharedNotes(memberPage).click();
    await memberPage.keyboard.press('Control+End');
    await memberPage.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text/html', `<p>${'hugepaste '.repeat(105_000)}</p>`);
      const target = document.getElementById('live-notes')!;
      target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
    });
    await expect(memberPage.getByText('Your change was not saved', { exact: true })).toBeVisible({
      timeout: 20_000,
    });
    await expect(statusLine(memberPage)).toHaveText('Saved', { timeout: 20_000 });
    await expect(sharedNotes(memberPage)).toBeEditable();
    expect(await sharedNotes(memberPage).innerText()).not.toContain('hugepaste');
    await expectAllWords(() => sharedNotes(memberPage).innerText(), all);
    const after = await typeFor(memberPage, 'aft', 500);
    all.push(...after);
    await expect(statusLine(memberPage)).toHaveText('Saved', { timeout: 15_000 });
    await expectAllWords(() => sharedNotes(managerPage).innerText(), all);
    await expectAllWords(() => apiNotes(managerApi, meetingId), all);
    expect(await apiNotes(managerApi, meetingId)).not.toContain('hugepaste');
  });

  await test.step("the organiser's manager sees the notes live and cannot type", async () => {
    await readerPage.goto(`${opts.managerBase}/meeting/${meetingId}`);
    const notes = sharedNotes(readerPage);
    await expect(notes).toHaveAttribute('aria-readonly', 'true');
    await expect(notes).not.toBeEditable();
    await expect(readerPage.getByRole('toolbar', { name: 'Shared notes formatting' })).toHaveCount(
      0,
    );
    await expectAllWords(() => notes.innerText(), all);
    await snap(readerPage, 'live-reader');
    const here = readerPage.getByRole('region', { name: 'Who is here' });
    await expect(here).toContainText(`${people.senior.firstName} ${people.senior.lastName}`);
    await expect(here).toContainText(managerName);

    const live = await typeFor(managerPage, 'rd', 1_000);
    await expectAllWords(() => notes.innerText(), live);

    await notes.click({ force: true });
    await readerPage.keyboard.type(' readerword');
    // A barrier: once the manager's next word has reached the reader, the reader's keys had
    // their chance to travel the same way; they did not.
    const barrier = await typeFor(managerPage, 'bar', 300);
    await expectAllWords(() => notes.innerText(), barrier);
    await expect(statusLine(managerPage)).toHaveText('Saved', { timeout: 15_000 });
    all.push(...live, ...barrier);
    await expectAllWords(() => apiNotes(managerApi, meetingId), all);
    for (const text of [
      await notes.innerText(),
      await sharedNotes(managerPage).innerText(),
      await apiNotes(managerApi, meetingId),
    ])
      expect(text).not.toContain('readerword');
  });

  await test.step('signed out elsewhere: the page says so and stops taking text', async () => {
    expect((await opts.memberApi.post('/api/auth/logout')).ok()).toBe(true);
    // A write is re-checked at once (docs/live.md "Rights").
    await sharedNotes(memberPage).click();
    await memberPage.keyboard.type(' after logout');
    await expect(statusLine(memberPage)).toHaveText(
      'Signed out – changes since the last "Saved" are not saved. Sign in again.',
      { timeout: 60_000 },
    );
    await expect(sharedNotes(memberPage)).not.toBeEditable();
    expect(await apiNotes(managerApi, meetingId)).not.toContain('after logout');
  });

  return all;
}

/** A senior manager, a manager reporting to them and the manager's team member. */
async function buildPeople(createOrganisation: CreateOrganisation): Promise<People> {
  const org = await createOrganisation({
    role: 'Senior Manager',
    firstName: 'Sasha',
    lastName: 'Senior',
    timezone: TZ,
  });
  const manager = await org.add({
    role: 'Manager',
    firstName: 'Morgan',
    lastName: 'Lee',
    managerId: org.owner.id,
    timezone: TZ,
  });
  const member = await org.add({
    role: 'Team Member',
    firstName: 'Riley',
    lastName: 'Park',
    by: manager,
    managerId: manager.id,
  });
  return { senior: org.owner, manager, member };
}

// ---------------------------------------------------------------------------------------------
// Servers started by this file, on PostgreSQL.

interface Instance {
  port: number;
  url: string;
  child: ChildProcess;
}

/** Keys every instance of one database shares (docs/operations.md "Several instances"). */
const KEYS = {
  SECRET_KEY: randomBytes(32).toString('base64'),
  NOTES_KEY: randomBytes(32).toString('base64'),
};

/** Starts `node --import tsx src/server/main.ts` on `port` with `databaseUrl`; waits for health. */
async function startInstance(port: number, databaseUrl: string): Promise<Instance> {
  const url = `http://127.0.0.1:${port}`;
  const dataDir = `.tmp/e2e-live-${port}`;
  mkdirSync(dataDir, { recursive: true });
  const log = openSync(`.tmp/e2e-live-${port}.log`, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      ...KEYS,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: url,
      DATABASE_URL: databaseUrl,
      SMTP_URL: '',
      SIGNUP: 'open',
      SIGNUP_RATE_LIMIT: '1000',
      RECAPTCHA_SITE_KEY: '',
      RECAPTCHA_SECRET_KEY: '',
    },
  });
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) return `exited ${child.exitCode}`;
        return fetch(`${url}/api/health`).then(
          (r) => r.status,
          () => 0,
        );
      },
      { timeout: 60_000, message: `server on ${port} (log: .tmp/e2e-live-${port}.log)` },
    )
    .toBe(200);
  return { port, url, child };
}

/** Ends `instance` with `signal` and waits for its exit. */
async function stopInstance(instance: Instance, signal: NodeJS.Signals = 'SIGTERM') {
  const { child } = instance;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

/** A fresh database on the local PostgreSQL; returns its URL and a function that drops it. */
async function freshDatabase(tag: string) {
  const name = `cadence_live_e2e_${tag}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:5432/${name}`,
    drop: async () => {
      const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

// ---------------------------------------------------------------------------------------------

test('live 1:1 on one instance: both type at once, offline merge, talking points, presence, reader', async ({
  createOrganisation,
  apiAs,
  pageAs,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const people = await buildPeople(createOrganisation);
  const managerApi = await apiAs(people.manager);
  const meetingId = await createMeeting(managerApi, people.member.id);
  const managerPage = await pageAs(people.manager);
  const memberPage = await pageAs(people.member);
  const readerPage = await pageAs(people.senior);
  await liveJourney({
    people,
    managerApi,
    memberApi: await apiAs(people.member),
    meetingId,
    managerPage,
    memberPage,
    memberContext: memberPage.context(),
    readerPage,
    managerBase: baseURL!,
    memberBase: baseURL!,
  });
});

test.describe('two instances on one PostgreSQL', () => {
  const ports = [E2E_PORT + 20, E2E_PORT + 21] as const;
  let instances: Instance[] = [];
  let drop: () => Promise<void> = async () => {};
  test.use({ baseURL: `http://127.0.0.1:${ports[0]}` });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const db = await freshDatabase('pair');
    drop = db.drop;
    // One after the other: the first applies the migrations.
    instances.push(await startInstance(ports[0], db.url));
    instances.push(await startInstance(ports[1], db.url));
  });

  test.afterAll(async () => {
    await Promise.all(instances.map((i) => stopInstance(i)));
    instances = [];
    await drop();
  });

  test('the manager on one instance and the team member on the other see each other live', async ({
    createOrganisation,
    apiAs,
    pageAs,
  }) => {
    test.setTimeout(180_000);
    const [a, b] = instances as [Instance, Instance];
    const people = await buildPeople(createOrganisation);
    const managerApi = await apiAs(people.manager);
    const meetingId = await createMeeting(managerApi, people.member.id);
    const managerPage = await pageAs(people.manager);
    const memberPage = await pageAs(people.member);
    const readerPage = await pageAs(people.senior);
    await liveJourney({
      people,
      managerApi,
      memberApi: await apiAs(people.member),
      meetingId,
      managerPage,
      memberPage,
      memberContext: memberPage.context(),
      readerPage,
      managerBase: a.url,
      memberBase: b.url,
    });
  });
});

test.describe('a server killed while both type', () => {
  const port = E2E_PORT + 22;
  let instance: Instance | null = null;
  let databaseUrl = '';
  let drop: () => Promise<void> = async () => {};
  test.use({ baseURL: `http://127.0.0.1:${port}` });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const db = await freshDatabase('crash');
    databaseUrl = db.url;
    drop = db.drop;
    instance = await startInstance(port, databaseUrl);
  });

  test.afterAll(async () => {
    if (instance) await stopInstance(instance);
    instance = null;
    await drop();
  });

  test('loses no word a page showed as saved (SIGKILL, restart on the same data)', async ({
    createOrganisation,
    apiAs,
    pageAs,
  }) => {
    test.setTimeout(180_000);
    const people = await buildPeople(createOrganisation);
    const managerApi = await apiAs(people.manager);
    const meetingId = await createMeeting(managerApi, people.member.id);
    const url = `http://127.0.0.1:${port}/meeting/${meetingId}`;
    const managerPage = await pageAs(people.manager);
    const memberPage = await pageAs(people.member);
    await openAsWriter(managerPage, url);
    await openAsWriter(memberPage, url);

    // What each page shows at the moments its status line says "Saved" (one read of the page:
    // the line and the notes together), the latest such moment kept.
    const savedText = new Map<Page, string>();
    const snapshot = (page: Page) =>
      page.evaluate(() => ({
        kind: document.querySelector('[data-kind]')?.getAttribute('data-kind'),
        text: (document.getElementById('live-notes') as HTMLElement | null)?.innerText ?? '',
      }));
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        for (const page of [managerPage, memberPage]) {
          const { kind, text } = await snapshot(page);
          if (kind === 'saved') savedText.set(page, text);
        }
      }
    })();
    const wordsOf = (text: string | undefined) => text?.match(/\b(kmg|ktm)\d+x\b/g) ?? [];

    await twoCarets(managerPage, memberPage);
    let typing = true;
    const typed = Promise.all([
      typeWords(managerPage, 'kmg', () => !typing, 60, false),
      typeWords(memberPage, 'ktm', () => !typing, 60, false),
    ]);
    // Kill once each page has shown at least three words of each person as saved.
    await expect
      .poll(
        () =>
          [managerPage, memberPage].every((page) => {
            const words = wordsOf(savedText.get(page));
            return (
              words.filter((w) => w.startsWith('kmg')).length >= 3 &&
              words.filter((w) => w.startsWith('ktm')).length >= 3
            );
          }),
        { timeout: 30_000 },
      )
      .toBe(true);
    await stopInstance(instance!, 'SIGKILL');
    for (const page of [managerPage, memberPage])
      await expect(statusLine(page)).toHaveText(OFFLINE, { timeout: 15_000 });
    sampling = false;
    await sampler;
    const shownSaved = [...new Set([...savedText.values()].flatMap(wordsOf))];
    expect(shownSaved.length).toBeGreaterThanOrEqual(6);
    // Still typing while the server is down; then both pages stay away until checked.
    typing = false;
    const [managerWords, memberWords] = await typed;
    await managerPage.context().setOffline(true);
    await memberPage.context().setOffline(true);

    instance = await startInstance(port, databaseUrl);
    const fresh = await pageAs(people.manager);
    await fresh.goto(url);
    await expect(sharedNotes(fresh)).toBeEditable({ timeout: 20_000 });
    await expectAllWords(() => sharedNotes(fresh).innerText(), shownSaved);

    // Back online: the words typed after the kill merge as well.
    await managerPage.context().setOffline(false);
    await memberPage.context().setOffline(false);
    const all = [...managerWords, ...memberWords];
    for (const page of [managerPage, memberPage, fresh]) {
      await expect(statusLine(page)).toHaveText('Saved', { timeout: 30_000 });
      await expectAllWords(() => sharedNotes(page).innerText(), all);
    }
    await expectAllWords(() => apiNotes(managerApi, meetingId), all);
  });
});
