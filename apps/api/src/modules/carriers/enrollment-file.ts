/**
 * What a carrier's enrollment file holds (docs/decisions/0054): each subscriber of a completed
 * enrollment with the carrier's plans they took, and the dependents those plans' tier covers.
 * Shared by the 834 and the CSV writers; SSNs are here in the clear, so this never reaches a log.
 */
import type { Tier } from '@benefit-store/domain';

export type Coverage = {
  policyId: number;
  planCode: string;
  planName: string;
  category: string;
  tier: Tier;
  /** ISO date. */
  effectiveDate: string;
};

export type Person = {
  firstName: string;
  middleName: string | null;
  lastName: string;
  /** ISO date. */
  birthdate: string;
  /** The wire's gender code: '0' male, '1' female, '2' others. */
  gender: string;
  ssn: string | null;
};

export type Dependent = Person & { relationship: 'spouse' | 'child' };

export type Subscriber = Person & {
  memberId: string;
  enrollmentId: string;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  phone: string | null;
  email: string;
  coverages: Coverage[];
  /** The dependents the coverages' tier covers (`coveredDependents`). */
  dependents: Dependent[];
};

/** The dependents a tier covers: none for the member alone, the spouse, the children, or the whole family. */
export function coveredDependents<D extends { relationship: 'spouse' | 'child' }>(tier: Tier, dependents: readonly D[]): D[] {
  if (tier === 'IF') return [...dependents];
  if (tier === 'IS') return dependents.filter((d) => d.relationship === 'spouse');
  if (tier === 'IC') return dependents.filter((d) => d.relationship === 'child');
  return [];
}
