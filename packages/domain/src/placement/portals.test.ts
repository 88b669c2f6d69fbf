import { describe, expect, it } from 'vitest';
import { defaultPortal, portalServes } from './portals';

describe('portalServes', () => {
  it.each([
    ["the rep's portal serves the rep's enrollment", { agentId: 1, groupId: null }, { agentId: 1, groupId: null }, true],
    ["the group's portal serves the group's enrollment", { agentId: null, groupId: 30 }, { agentId: 9, groupId: 30 }, true],
    ["the rep's portal serves their group's enrollment", { agentId: 1, groupId: null }, { agentId: 1, groupId: 30 }, true],
    ["another rep's portal does not", { agentId: 2, groupId: null }, { agentId: 1, groupId: null }, false],
    ["another group's portal does not", { agentId: null, groupId: 31 }, { agentId: 1, groupId: 30 }, false],
    ['a portal of nobody serves nobody', { agentId: null, groupId: null }, { agentId: null, groupId: null }, false],
  ])('%s', (_name, portal, owner, expected) => {
    expect(portalServes(portal, owner)).toBe(expected);
  });
});

describe('defaultPortal', () => {
  const portals = [
    { id: 9, agentId: 1, groupId: null },
    { id: 4, agentId: 1, groupId: null },
    { id: 12, agentId: null, groupId: 30 },
    { id: 7, agentId: 1, groupId: 30 },
    { id: 3, agentId: 2, groupId: null },
  ];

  it.each([
    ["the group's first portal, by id", { agentId: 1, groupId: 30 }, 7],
    ["the rep's first portal when there is no group", { agentId: 1, groupId: null }, 4],
    ["the rep's first portal when the group has none", { agentId: 2, groupId: 31 }, 3],
    ['none for nobody', { agentId: null, groupId: null }, undefined],
    ['none when neither has a portal', { agentId: 5, groupId: 50 }, undefined],
  ])('%s', (_name, owner, expected) => {
    expect(defaultPortal(portals, owner)?.id).toBe(expected);
  });
});
