import { describe, expect, it } from 'vitest';
import { placeNewShopper, type PlaceNewShopperInput } from './place-new-shopper';

const asOf = new Date('2026-03-10T12:00:00Z');
const repPortal = { id: 1, agentId: 1, groupId: null };
const otherRepPortal = { id: 5, agentId: 2, groupId: null };
const groupPortal = { id: 7, agentId: null, groupId: 30 };
const group = { id: 30, agentId: 1 };
const link = { id: 'R1', agentId: 1, groupId: null, portalId: 1, isActive: true, expiresAt: null };

const place = (input: Partial<PlaceNewShopperInput>) =>
  placeNewShopper({ requested: {}, found: {}, portals: [repPortal, groupPortal, otherRepPortal], asOf, ...input });

describe('placeNewShopper', () => {
  it('places a lone shopper nowhere, as an applicant new member', () => {
    expect(place({ portals: [] })).toEqual({
      ok: true,
      placement: { agentId: null, groupId: null, portalId: null, referralId: null, enrollType: 'new-member', eprocess: 'applicant' },
    });
  });

  it("places a rep's shopper under the rep, in the process the browser names, through the rep's first portal", () => {
    const outcome = place({ requested: { agentId: 1, eprocess: 'rep' }, found: { agent: { id: 1 } } });
    expect(outcome).toEqual({
      ok: true,
      placement: { agentId: 1, groupId: null, portalId: 1, referralId: null, enrollType: 'new-member', eprocess: 'rep' },
    });
  });

  it("makes a group member's enrollment under the group's rep and the group's portal", () => {
    const outcome = place({ requested: { groupId: 30 }, found: { group } });
    expect(outcome).toEqual({
      ok: true,
      placement: { agentId: 1, groupId: 30, portalId: 7, referralId: null, enrollType: 'new-group-member', eprocess: 'applicant' },
    });
  });

  it('keeps a chosen portal that is the rep’s or the group’s', () => {
    const outcome = place({ requested: { groupId: 30, portalId: 1 }, found: { group, portal: repPortal } });
    expect(outcome.ok && outcome.placement.portalId).toBe(1);
  });

  it("refuses a portal that is neither the rep's nor the group's", () => {
    const outcome = place({ requested: { agentId: 1, portalId: 5 }, found: { agent: { id: 1 }, portal: otherRepPortal } });
    expect(outcome).toEqual({
      ok: false,
      errors: [{ target_element: 'platform_group_id', error_message: 'This portal is not available for this enrollment' }],
    });
  });

  it('refuses every id that names nothing, in the form’s order', () => {
    const outcome = place({ requested: { agentId: 99, groupId: 98, portalId: 97 } });
    expect(outcome).toEqual({
      ok: false,
      errors: [
        { target_element: 'agent_id', error_message: 'Rep not found' },
        { target_element: 'group_id', error_message: 'Group not found' },
        { target_element: 'platform_group_id', error_message: 'Portal not found' },
      ],
    });
  });

  it('takes rep, group and portal from a valid referral link, whatever ids the browser sent', () => {
    const outcome = place({
      requested: { referral: 'R1', agentId: 2, groupId: 30, portalId: 7 },
      found: { referral: { ...link, groupId: 40, portalId: 8 }, agent: { id: 2 }, group, portal: groupPortal },
    });
    expect(outcome).toEqual({
      ok: true,
      placement: { agentId: 1, groupId: 40, portalId: 8, referralId: 'R1', enrollType: 'new-group-member', eprocess: 'applicant' },
    });
  });

  it('refuses an unknown, inactive or expired referral link on the referral field', () => {
    const refused = (message: string) => ({ ok: false, errors: [{ target_element: 'referral', error_message: message }] });
    expect(place({ requested: { referral: 'nope', agentId: 1 }, found: { agent: { id: 1 } } })).toEqual(refused('Invalid referral link'));
    expect(place({ requested: { referral: 'R1' }, found: { referral: { ...link, isActive: false } } })).toEqual(
      refused('This referral link has expired'),
    );
    expect(place({ requested: { referral: 'R1' }, found: { referral: { ...link, expiresAt: asOf } } })).toEqual(
      refused('This referral link has expired'),
    );
  });
});
