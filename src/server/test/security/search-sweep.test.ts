/**
 * docs/security/promises.md promises 1 and 17 on GET /api/search (decision 33): for every actor
 * of the security world, a word planted in another organisation's 1:1 (its title, agenda, notes
 * and talking point) and a word planted in another person's private note are never found, nor
 * named in any answer; the note's author finds theirs. Prefixes and phrases of the planted
 * words are swept too.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, useTestApp } from '../harness';
import { buildSecurityWorld, FOREIGN_MARK, type SecurityWorld } from './security-world';

const PRIVATE_MARK = 'Zqprivatemark';

describe.each(databaseKinds())('search sweep on %s', (kind) => {
  const t = useTestApp(kind);
  let w: SecurityWorld;
  beforeAll(async () => {
    w = await buildSecurityWorld(t);
    // The team member's private note on their 1:1 with the manager, and the other member's on
    // theirs: each is found by its author only.
    for (const [cookie, meetingId] of [
      [w.cookies.member, w.meeting.id],
      [await t.factory.signIn(w.otherMember), w.otherMeeting.id],
    ] as const) {
      const res = await t.request({
        method: 'PUT',
        url: `/api/meetings/${meetingId}/private-note`,
        cookie,
        payload: { html: `<p>${PRIVATE_MARK} about my promotion</p>` },
      });
      expect(res.statusCode).toBe(200);
    }
  });

  const queries = (mark: string) => [
    mark,
    mark.slice(0, 6),
    `"${mark} about"`,
    `${mark} or promotion`,
    `promotion ${mark.slice(0, 5)}`,
  ];

  it('never finds another organisation’s or another person’s planted words', async () => {
    const leaks: string[] = [];
    const actors = Object.entries(w.cookies).filter(
      ([who]) => who !== 'mustChange' && who !== 'needsTwoFactor',
    );
    for (const [who, cookie] of actors) {
      for (const q of [...queries(FOREIGN_MARK), ...queries(PRIVATE_MARK)]) {
        const res = await t.request({
          method: 'GET',
          url: `/api/search?${new URLSearchParams({ q })}`,
          cookie,
        });
        if (res.statusCode !== 200) {
          leaks.push(`${who} ${q}: ${res.statusCode}`);
          continue;
        }
        const body = res.body.toLowerCase();
        if (body.includes(FOREIGN_MARK.toLowerCase())) leaks.push(`${who} ${q}: foreign mark`);
        const ids = (res.json() as { results: { meetingId: number }[] }).results.map(
          (r) => r.meetingId,
        );
        if (ids.includes(w.foreignMeeting.id)) leaks.push(`${who} ${q}: foreign 1:1`);
        const ownNote = who === 'member' && ids.includes(w.meeting.id);
        if (body.includes(PRIVATE_MARK.toLowerCase()) && !ownNote)
          leaks.push(`${who} ${q}: private mark`);
        if (ids.includes(w.otherMeeting.id) && q.includes(PRIVATE_MARK.slice(0, 5)))
          leaks.push(`${who} ${q}: the other member's note`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('finds the planted private word for its author', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/search?q=${PRIVATE_MARK}`,
      cookie: w.cookies.member,
    });
    expect(res.json().results.map((r: { meetingId: number }) => r.meetingId)).toEqual([
      w.meeting.id,
    ]);
    expect(res.json().results[0].matches).toEqual([
      { field: 'privateNote', snippet: `<mark>${PRIVATE_MARK}</mark> about my promotion` },
    ]);
  });
});
