import { describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { clearStaffSession, roleOfStaffPage, signInTarget, startStaffSession } from './staff-session';
import { REP_SESSION as REP, ADMIN_SESSION as ADMIN, STORE_ADMIN_SESSION } from '@/testing/staff-sessions';

describe('roleOfStaffPage', () => {
  it.each([
    ['/agent-home', 'agent'],
    ['/agent-select-member', 'agent'],
    ['/group-home', 'group'],
    ['/jsmith/group-select-member', 'group'],
    ['/member-home', null],
    ['/plans', null],
  ] as const)('%s belongs to %s', (path, role) => {
    expect(roleOfStaffPage(path)).toBe(role);
  });
});

describe('signInTarget', () => {
  it.each([
    ['agent', null, '/agent-home'],
    ['group', null, '/group-home'],
    ['group', '/group-select-member', '/group-select-member'],
    ['agent', '/group-select-member', '/agent-home'],
    ['agent', 'https://evil.example/agent-home', '/agent-home'],
    ['agent', '//evil.example/agent-home', '/agent-home'],
    ['admin', null, '/two-factor'],
    ['admin', '/agent-home', '/two-factor'],
  ] as const)('%s with next %s goes to %s', (role, next, target) => {
    expect(signInTarget(role, next)).toBe(target);
  });
});

describe('startStaffSession', () => {
  it("stores a rep's role and ids and forgets an earlier visitor's enrollment and landing", () => {
    for (const [key, value] of [
      ['tempId', 'old'],
      ['open_type', 'agent'],
      ['referral', 'R1'],
      ['group_id', '2512'],
      ['deviceId', 'device-1'],
    ] as const)
      storage.set(key, value);
    startStaffSession(REP);
    expect(storage.get('eprocess')).toBe('rep');
    expect(storage.get('agent_id')).toBe('1');
    expect(storage.get('AGENT_ID')).toBe('1');
    expect(storage.get('usertype')).toBe('agent');
    expect(storage.get('username')).toBe('John Smith');
    for (const key of ['tempId', 'open_type', 'referral', 'group_id'] as const) expect(storage.get(key)).toBeNull();
    expect(storage.get('deviceId')).toBe('device-1');
  });

  it("stores a group administrator's group, and sign-out clears the staff keys", () => {
    storage.set('agent_id', 1);
    startStaffSession(ADMIN);
    expect(storage.get('eprocess')).toBe('group');
    expect(storage.get('group_id')).toBe('3001');
    expect(storage.get('agent_id')).toBeNull();

    storage.set('tempId', 'enrollment');
    clearStaffSession();
    for (const key of ['eprocess', 'group_id', 'usertype', 'username', 'tempId'] as const) expect(storage.get(key)).toBeNull();
  });

  it("stores the store's administrator without a process, a rep or a group: it enrolls nobody", () => {
    storage.set('eprocess', 'rep');
    startStaffSession(STORE_ADMIN_SESSION);
    expect(storage.get('usertype')).toBe('admin');
    for (const key of ['eprocess', 'agent_id', 'group_id'] as const) expect(storage.get(key)).toBeNull();
    clearStaffSession();
  });
});
