import { describe, expect, it } from 'vitest';
import {
  canDeactivate,
  canPlaceUnder,
  canSeeUser,
  creatableRoles,
  refuseUserUpdate,
  type PolicyUser,
} from './users.policy';
import type { Scope } from '../../access/scope';

const user = (
  id: number,
  role: string,
  managerId: number | null = null,
  extra: Partial<PolicyUser> = {},
) => ({ id, role, managerId, organizationId: 1, isActive: true, ...extra }) satisfies PolicyUser;
const scope = (line: number[] = [], chain: number[] = []): Pick<Scope, 'line' | 'chain'> => ({
  line: new Set(line),
  chain: new Set(chain),
});

const senior = user(1, 'Senior Manager');
const manager = user(2, 'Manager', 1);
const member = user(4, 'Team Member', 2);
const foreign = user(9, 'Team Member', 2, { organizationId: 2 });
const inactive = user(5, 'Team Member', 2, { isActive: false });

describe('users.policy', () => {
  it('never lets anyone see a foreign or deactivated user', () => {
    for (const actor of [senior, manager, member]) {
      expect(canSeeUser(actor, foreign, scope([9]))).toBe(false);
      expect(canSeeUser(actor, inactive, scope([5]))).toBe(false);
    }
  });

  it('gives each role its creatable roles', () => {
    expect(creatableRoles(senior)).toEqual([
      'Senior Manager',
      'Manager',
      'Supervisor',
      'Team Member',
    ]);
    expect(creatableRoles(manager)).toEqual(['Supervisor', 'Team Member']);
    expect(creatableRoles(user(3, 'Supervisor', 2))).toEqual(['Team Member']);
    expect(creatableRoles(member)).toEqual([]);
    expect(creatableRoles(user(8, 'Admin'))).toEqual([]);
  });

  it('places people only inside a line manager’s line', () => {
    expect(canPlaceUnder(manager, 2, scope())).toBe(true);
    expect(canPlaceUnder(manager, 3, scope([3]))).toBe(true);
    expect(canPlaceUnder(manager, 1, scope([3]))).toBe(false);
    expect(canPlaceUnder(member, 4, scope())).toBe(false);
  });

  it('refuses self-removal and removal outside the line', () => {
    expect(canDeactivate(senior, senior, scope([2, 4]))).toBe(false);
    expect(canDeactivate(senior, member, scope([2, 4]))).toBe(true);
    expect(canDeactivate(manager, member, scope([4]))).toBe(true);
    expect(canDeactivate(manager, senior, scope([4]))).toBe(false);
    expect(canDeactivate(member, member, scope())).toBe(false);
    expect(canDeactivate(senior, foreign, scope([9]))).toBe(false);
  });

  it('refuses role and manager changes except by a Senior Manager on someone else', () => {
    const details = { details: true };
    expect(refuseUserUpdate(member, member, scope(), details)).toBeNull();
    expect(refuseUserUpdate(member, member, scope(), { details: false, role: 'Manager' })).toMatch(
      /own role/,
    );
    expect(refuseUserUpdate(manager, member, scope([4]), details)).toBeNull();
    expect(
      refuseUserUpdate(manager, member, scope([4]), { details: false, managerId: 1 }),
    ).not.toBeNull();
    expect(refuseUserUpdate(manager, senior, scope([4]), details)).not.toBeNull();
    expect(
      refuseUserUpdate(senior, member, scope([2, 4]), {
        details: true,
        role: 'Manager',
        managerId: 1,
      }),
    ).toBeNull();
    expect(refuseUserUpdate(senior, senior, scope(), { details: false, managerId: 2 })).toMatch(
      /own reporting/,
    );
    expect(
      refuseUserUpdate(manager, user(3, 'Supervisor', 2), scope([3]), {
        details: false,
        role: 'Senior Manager',
      }),
    ).not.toBeNull();
  });
});
