import { describe, expect, it } from 'vitest';
import type { Tier } from '../codes/codes';
import { tierLabel } from './tier-label';

describe('tierLabel', () => {
  it.each<[Tier, boolean, string]>([
    ['IO', false, 'Member Only'],
    ['IS', false, 'Member + Spouse'],
    ['IC', false, 'Member + Children'],
    ['IF', false, 'Family'],
    ['IC', true, 'Member + 1 Child'],
    ['IO', true, 'Member Only'],
    ['IS', true, 'Member + Spouse'],
    ['IF', true, 'Family'],
  ])('%s with a premier plan %s reads %s', (tier, hasPremierPlan, expected) => {
    expect(tierLabel(tier, { hasPremierPlan })).toBe(expected);
  });
});
