import type { DependentInfo, HealthInfo, TabData } from '@benefit-store/domain';
import { eq } from 'drizzle-orm';
import { DEMO_AGENT_ID } from '../src/db/seed/demo-ids';
import { enrollments } from '../src/db/schema';
import { createDataCipher } from '../src/lib/data-cipher';
import { addCartItemFixture, createEnrollmentFixture } from './fixtures';
import { SAVED_TABS, saveTabsFixture } from './saved-tabs-fixture';
import type { TestApp } from './test-app';

/**
 * A whole family enrollment (tier IF) by the demo rep: Nora Quinlan (SAVED_TABS) with her health
 * answers, a beneficiary, and three dependents: her spouse Ian (with his health answers) and two
 * children, Mila (with an SSN) and Owen (without one). Every sealed column of a completion is written.
 */
export const FAMILY_HEALTH: HealthInfo = {
  condition_questions: [{ question_id: 141, yes_no_flag: 1, conditions: [{ health_condition: 'Asthma', date_of_onset: '03/01/2019' }] }],
  medication_question: null,
  notes: 'Uses an inhaler',
};
const child = { middle_name: null, last_name: 'Quinlan', relationship: 'child', employed: '0' } as const;
export const FAMILY_TABS = {
  beneficiary_info: {
    beneficiaries: [
      {
        first_name: 'Lena',
        last_name: 'Quinlan',
        birthdate: '05/06/2010',
        ssn: '555667777',
        relationship: 'Daughter',
        beneficiary_percentage: 100,
      },
    ],
  },
  primary_health_info: FAMILY_HEALTH,
  dependent_info: {
    dependents: [
      {
        primary_info: {
          first_name: 'Ian',
          last_name: 'Quinlan',
          birthdate: '02/03/1984',
          relationship: 'spouse',
          gender: '0',
          employed: '0',
          ssn: '487654321',
        },
        health_info: FAMILY_HEALTH,
      },
      { primary_info: { ...child, first_name: 'Mila', birthdate: '07/19/2014', gender: '1', ssn: '111223344' } },
      { primary_info: { ...child, first_name: 'Owen', birthdate: '10/02/2017', gender: '0', ssn: null } },
    ],
  } satisfies DependentInfo,
} satisfies Partial<TabData>;

export type FamilyEnrollment = { enrollmentId: string; cookies: { bs_browser: string }; planIds: number[] };

/** The family's enrollment with the plans in its cart and every step saved, ready for review. */
export async function startFamilyEnrollment(
  t: TestApp,
  { planCodes = ['DN101'], effectiveDate = '2026-12-01' }: { planCodes?: string[]; effectiveDate?: string } = {},
): Promise<FamilyEnrollment> {
  const db = t.database.db;
  const f = await createEnrollmentFixture(db, {
    agentId: DEMO_AGENT_ID,
    filter: { zip: '75201', state: 'TX', dob: '1985-04-12', gender: '0', tier: 'IF' },
  });
  const planIds: number[] = [];
  for (const code of planCodes) planIds.push((await addCartItemFixture(db, f.enrollmentId, code)).planId);
  await saveTabsFixture(db, createDataCipher(t.env.dataKeys), f.enrollmentId, { ...SAVED_TABS, ...FAMILY_TABS }, effectiveDate);
  return { ...f, planIds };
}

/** Completes the enrollment through the API (save-review-info); answers its member's id. */
export async function completeEnrollment(t: TestApp, f: FamilyEnrollment): Promise<string> {
  const completed = await t.call({
    method: 'POST',
    url: '/api/v1/save-review-info',
    payload: { enrollment_id: f.enrollmentId },
    cookies: f.cookies,
  });
  if (completed.statusCode !== 200) throw new Error(`save-review-info answered ${completed.statusCode}: ${completed.body}`);
  const [row] = await t.database.db.select({ memberId: enrollments.memberId }).from(enrollments).where(eq(enrollments.id, f.enrollmentId));
  return row!.memberId!;
}
