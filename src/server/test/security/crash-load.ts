/**
 * The write load of the crash test (promise 13) and its ledger of what the server
 * acknowledged. Every meeting gets a unique title and 1–3 action items; once its POST answers
 * 201 the load queues exactly one status write per item and one PATCH of the meeting's agenda,
 * so each acknowledged write has one value to look for after the restart.
 */
import { NoAnswerError, type HttpAnswer } from './crash-server';

type Request = (opts: {
  method: string;
  path: string;
  body?: unknown;
  cookie?: string;
}) => Promise<HttpAnswer>;

/** One meeting the load tried to create; `id` is set once its POST answered 201. */
export interface PlannedMeeting {
  title: string;
  items: string[];
  teamMemberId: number;
  id: number | null;
  /** Acknowledged status per item index (from a 2xx PATCH); absent: never acknowledged. */
  ackedStatus: Map<number, 'completed' | 'stuck'>;
  /** Status written (acknowledged or not) per item index: the only other value allowed. */
  triedStatus: Map<number, 'completed' | 'stuck'>;
  /** Agenda of an acknowledged PATCH, or null. */
  ackedAgenda: string | null;
  triedAgenda: string | null;
}

export interface LoadResult {
  sent: number;
  acknowledged: number;
  /** Requests answered with something other than 2xx (must be 0 before the kill). */
  refused: { what: string; status: number; body: unknown }[];
  /** Requests that got no answer (in flight or sent after the kill). */
  unanswered: number;
  meetings: PlannedMeeting[];
}

type Task = { what: string; run: () => Promise<HttpAnswer>; onAck: (a: HttpAnswer) => void };

/**
 * Fires at most `maxRequests` writes, `concurrency` at a time, and calls `kill()` once
 * `killAfter` requests have completed (the other workers are then mid-request). Stops issuing
 * requests as soon as one gets no answer. Never throws for a failed request.
 */
export async function runWriteLoad(input: {
  request: Request;
  cookie: string;
  teamMemberIds: number[];
  meetingCount: number;
  maxRequests: number;
  concurrency: number;
  killAfter: number;
  kill: () => void;
  runId: string;
}): Promise<LoadResult> {
  const { request, cookie } = input;
  const result: LoadResult = {
    sent: 0,
    acknowledged: 0,
    refused: [],
    unanswered: 0,
    meetings: [],
  };
  const queue: Task[] = [];
  for (let m = 0; m < input.meetingCount; m += 1) {
    const meeting: PlannedMeeting = {
      title: `crash ${input.runId} #${m}`,
      items: Array.from({ length: 1 + (m % 3) }, (_, i) => `item ${i + 1} of meeting ${m}`),
      teamMemberId: input.teamMemberIds[m % input.teamMemberIds.length]!,
      id: null,
      ackedStatus: new Map(),
      triedStatus: new Map(),
      ackedAgenda: null,
      triedAgenda: null,
    };
    result.meetings.push(meeting);
    queue.push({
      what: `POST meeting ${m}`,
      run: () =>
        request({
          method: 'POST',
          path: '/api/meetings',
          cookie,
          body: {
            meeting: {
              teamMemberId: meeting.teamMemberId,
              title: meeting.title,
              date: '2031-03-10',
              startTime: '09:30',
              duration: 30,
              timezone: 'UTC',
              actionItems: meeting.items,
            },
          },
        }),
      onAck: (a) => {
        meeting.id = (a.body as { id: number }).id;
        // Follow-up writes go to the front so they interleave with the remaining POSTs.
        queue.unshift(...followUps(meeting));
      },
    });
  }

  function followUps(meeting: PlannedMeeting): Task[] {
    const tasks: Task[] = meeting.items.map((_, index) => {
      const status = index % 2 === 0 ? ('completed' as const) : ('stuck' as const);
      return {
        what: `PATCH item ${index} of ${meeting.title}`,
        run: () => {
          meeting.triedStatus.set(index, status);
          return request({
            method: 'PATCH',
            path: `/api/meetings/${meeting.id}/action-items/${index}`,
            cookie,
            body: status === 'stuck' ? { status, stuckReason: 'blocked' } : { status },
          });
        },
        onAck: () => meeting.ackedStatus.set(index, status),
      };
    });
    const agenda = `agenda of ${meeting.title}`;
    tasks.push({
      what: `PATCH meeting ${meeting.title}`,
      run: () => {
        meeting.triedAgenda = agenda;
        return request({
          method: 'PATCH',
          path: `/api/meetings/${meeting.id}`,
          cookie,
          body: { agenda },
        });
      },
      onAck: () => {
        meeting.ackedAgenda = agenda;
      },
    });
    return tasks;
  }

  let completed = 0;
  let stopped = false;
  let killed = false;
  async function worker(): Promise<void> {
    while (!stopped && result.sent < input.maxRequests) {
      const task = queue.shift();
      if (!task) {
        // Nothing ready yet: follow-ups arrive when another worker's POST is acknowledged.
        if (completed >= result.sent && queue.length === 0 && result.sent > 0) return;
        await new Promise((r) => setTimeout(r, 2));
        continue;
      }
      result.sent += 1;
      try {
        const answer = await task.run();
        if (answer.status >= 200 && answer.status < 300) {
          result.acknowledged += 1;
          task.onAck(answer);
        } else {
          result.refused.push({ what: task.what, status: answer.status, body: answer.body });
        }
      } catch (err) {
        if (!(err instanceof NoAnswerError)) throw err;
        result.unanswered += 1;
        stopped = true;
      }
      completed += 1;
      if (!killed && completed >= input.killAfter) {
        killed = true;
        input.kill();
      }
    }
  }
  await Promise.all(Array.from({ length: input.concurrency }, () => worker()));
  if (!killed) input.kill();
  return result;
}
