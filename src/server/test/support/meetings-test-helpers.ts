/**
 * Helpers shared by the meeting and action-item API tests: a signed-in team of two
 * organisations and a valid form body.
 */
import type { TestApp } from '../harness';
import type { UserRow } from '../../db/schema';

export interface SignedInTeam {
  seniorManager: UserRow;
  manager: UserRow;
  supervisor: UserRow;
  member: UserRow;
  otherMember: UserRow;
  /** Cookie per person. */
  as: {
    seniorManager: string;
    manager: string;
    supervisor: string;
    member: string;
    otherMember: string;
  };
}

/** `factory.team()` with a session for each person. */
export async function signedInTeam(t: TestApp): Promise<SignedInTeam> {
  const team = await t.factory.team();
  const as = {
    seniorManager: await t.factory.signIn(team.seniorManager),
    manager: await t.factory.signIn(team.manager),
    supervisor: await t.factory.signIn(team.supervisor),
    member: await t.factory.signIn(team.member),
    otherMember: await t.factory.signIn(team.otherMember),
  };
  return { ...team, as };
}

/** A valid meeting form body for `teamMemberId` (future date, no Zoom). */
export function formBody(teamMemberId: number, overrides: Record<string, unknown> = {}) {
  return {
    teamMemberId,
    title: 'Weekly 1:1',
    date: '2031-03-10',
    startTime: '14:00',
    duration: 30,
    isZoomMeeting: false,
    zoomLink: '',
    agenda: 'Goals and blockers',
    notes: '<p>Start</p>',
    status: 'scheduled',
    actionItems: 'Write plan\nReview PR',
    ...overrides,
  };
}
