import { describe, expect, it } from 'vitest';
import { changePlacement, movePortal } from './change-placement';

const newMember = { type: 'new-user', enrollType: 'new-member' };
const group = { id: 30, agentId: 1 };
const groupPortal = { id: 7, agentId: null, groupId: 30 };

describe('changePlacement', () => {
  it('changes nothing when no id is given', () => {
    expect(changePlacement({ enrollment: newMember, requested: {}, found: {} })).toEqual({ ok: true, placement: {} });
  });

  it("moves rep, group and portal; a group makes a new member's enrollment a group one", () => {
    const outcome = changePlacement({
      enrollment: newMember,
      requested: { agentId: 2, groupId: 30, portalId: 7 },
      found: { agent: { id: 2 }, group, portal: groupPortal },
    });
    expect(outcome).toEqual({ ok: true, placement: { agentId: 2, groupId: 30, portalId: 7, enrollType: 'new-group-member' } });
  });

  it("keeps an existing member's enrollment type", () => {
    const outcome = changePlacement({
      enrollment: { type: 'existing-user', enrollType: 'existing-member' },
      requested: { groupId: 30 },
      found: { group },
    });
    expect(outcome).toEqual({ ok: true, placement: { groupId: 30 } });
  });

  it('refuses ids that name nothing, and changes nothing', () => {
    const outcome = changePlacement({ enrollment: newMember, requested: { agentId: 2, portalId: 99 }, found: { agent: { id: 2 } } });
    expect(outcome).toEqual({ ok: false, errors: [{ target_element: 'platform_group_id', error_message: 'Portal not found' }] });
  });
});

describe('movePortal', () => {
  const enrollment = { ...newMember, agentId: 1, groupId: null };

  it("sets the rep's portal", () => {
    const outcome = movePortal({ enrollment, requested: { portalId: 1 }, found: { portal: { id: 1, agentId: 1, groupId: null } } });
    expect(outcome).toEqual({ ok: true, placement: { portalId: 1 } });
  });

  it("sets the group and the group's portal; the enrollment becomes a group one", () => {
    const outcome = movePortal({ enrollment, requested: { portalId: 7, groupId: 30 }, found: { portal: groupPortal, group } });
    expect(outcome).toEqual({ ok: true, placement: { portalId: 7, groupId: 30, enrollType: 'new-group-member' } });
  });

  it("keeps the enrollment's group when none is given", () => {
    const inGroup = { ...enrollment, enrollType: 'new-group-member', groupId: 30 };
    expect(movePortal({ enrollment: inGroup, requested: { portalId: 7 }, found: { portal: groupPortal } })).toEqual({
      ok: true,
      placement: { portalId: 7 },
    });
  });

  it("refuses another rep's or another group's portal", () => {
    const foreign = {
      ok: false,
      errors: [{ target_element: 'platform_group_id', error_message: 'This portal is not available for this enrollment' }],
    };
    expect(movePortal({ enrollment, requested: { portalId: 5 }, found: { portal: { id: 5, agentId: 2, groupId: null } } })).toEqual(
      foreign,
    );
    expect(movePortal({ enrollment, requested: { portalId: 7 }, found: { portal: groupPortal } })).toEqual(foreign);
  });

  it('refuses an unknown group and an unknown portal, group first', () => {
    expect(movePortal({ enrollment, requested: { portalId: 99, groupId: 98 }, found: {} })).toEqual({
      ok: false,
      errors: [
        { target_element: 'group_id', error_message: 'Group not found' },
        { target_element: 'platform_group_id', error_message: 'Portal not found' },
      ],
    });
  });
});
