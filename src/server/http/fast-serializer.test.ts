/**
 * The response serializer (http/fast-serializer.ts): fast-json-stringify from the zod response
 * schemas drops undeclared fields, writes nullable values and ISO date strings as they are, and
 * routes whose schema changes values keep the zod serializer. Every success schema of the app
 * compiles, and the hot lists (GET /api/meetings, action items, notifications) take the fast path.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { meetingSchema } from '@/shared/schemas/meeting';
import { fastSerializerCompiler, serializableJsonSchema } from './fast-serializer';
import { responseSchemaOf } from '../test/response-schema-check';
import { useTestApp } from '../test/harness';

const compile = (schema: z.ZodType) =>
  fastSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' } as never);

describe('fast serializer', () => {
  it('writes only declared fields, nulls and date strings as given', () => {
    const schema = z.object({
      id: z.number().int(),
      name: z.string().nullable(),
      at: z.iso.datetime(),
      tags: z.array(z.string()),
      byKey: z.record(z.string(), z.object({ ok: z.boolean() })),
    });
    expect(serializableJsonSchema(schema)).not.toBeNull();
    const out = compile(schema)({
      id: 1,
      name: null,
      at: '2031-05-01T09:00:00.000Z',
      tags: ['a'],
      byKey: { '0': { ok: true, secret: 'x' } },
      passwordHash: 'leak',
    });
    expect(JSON.parse(out)).toEqual({
      id: 1,
      name: null,
      at: '2031-05-01T09:00:00.000Z',
      tags: ['a'],
      byKey: { '0': { ok: true } },
    });
  });

  it('keeps the zod serializer for schemas that change values', () => {
    const schema = z.object({ n: z.string().transform((s) => s.length) });
    expect(serializableJsonSchema(schema)).toBeNull();
    expect(compile(schema)({ n: 'abc' })).toBe('{"n":3}');
    const withDefault = z.object({ n: z.number().default(4) });
    expect(serializableJsonSchema(withDefault)).toBeNull();
    expect(compile(withDefault)({})).toBe('{"n":4}');
  });

  it('refuses an answer without a required field', () => {
    expect(() => compile(z.object({ id: z.number() }))({})).toThrow();
  });

  it('writes a meeting exactly as JSON.stringify of the zod-parsed value', () => {
    const meeting = {
      id: 7,
      organizationId: 1,
      teamMemberId: 2,
      managerId: 3,
      managerName: 'Ann Lee',
      teamMemberName: null,
      title: null,
      date: '2031-05-02',
      startTime: '10:00',
      duration: 30,
      timezone: 'Europe/Berlin',
      isZoomMeeting: false,
      zoomLink: null,
      agenda: '<p>a "quoted" \u2028 line</p>',
      notes: null,
      status: 'scheduled',
      actionItems: ['x'],
      actionItemsStatus: {
        '0': { status: 'pending', stuckReason: null, completedAt: null, stuckAt: null },
      },
      actionItemIds: [9],
      actionItemDetails: [{ ownerId: 2, dueDate: '2031-05-09' }],
      version: 1,
      seriesId: null,
      rrule: null,
      createdAt: '2031-05-01T09:00:00.000Z',
      updatedAt: '2031-05-01T09:00:00.000Z',
      can: {
        edit: true,
        editAsParticipant: true,
        cancel: true,
        reassign: true,
        complete: true,
        changeItems: true,
        addTalkingPoints: false,
        writeNotes: false,
        rate: false,
      },
    };
    const list = z.array(meetingSchema);
    expect(serializableJsonSchema(list)).not.toBeNull();
    expect(JSON.parse(compile(list)([{ ...meeting, icsUid: 'x' }]))).toEqual(
      JSON.parse(JSON.stringify(list.parse([meeting]))),
    );
  });
});

describe('the app’s response schemas', () => {
  const t = useTestApp('pglite');
  it('all compile; the hot lists take fast-json-stringify', () => {
    const slow: string[] = [];
    for (const route of t.app.routeInventory) {
      const schema = responseSchemaOf(route.schema?.response, 200);
      if (!(schema instanceof z.ZodType)) continue;
      expect(() => compile(schema), `${route.method} ${route.url}`).not.toThrow();
      if (!serializableJsonSchema(schema)) slow.push(`${route.method} ${route.url}`);
    }
    for (const hot of ['GET /api/meetings', 'GET /api/action-items', 'GET /api/notifications']) {
      expect(slow).not.toContain(hot);
    }
    console.info(`routes on the zod serializer: ${slow.join(', ') || 'none'}`);
  });
});
