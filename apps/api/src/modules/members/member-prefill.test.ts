import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { memberDependents, memberEmployers, members } from '../../db/schema';
import { DEMO_MEMBER_ID } from '../../db/seed/demo-ids';
import { createDataCipher } from '../../lib/data-cipher';
import { readMemberPrefill } from './member-prefill';

let t: TestApp;
const cipher = () => createDataCipher(t.env.dataKeys);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Demo members: Robert Nguyen said he had no prior coverage; Marcus Johnson was never asked anything the prefill adds. */
const ROBERT = '4f0e85bd-7c63-4a50-970e-f13e63839589';
const MARCUS = '18847257-030c-401e-b456-9d813056bb8b';

describe('existing-member prefill', () => {
  it("answers the member's personal, contact and employer values in the tabs' shapes", async () => {
    const prefill = await readMemberPrefill(t.database.db, cipher(), DEMO_MEMBER_ID);
    expect(prefill!.primary_info).toEqual({
      first_name: 'Emily',
      middle_name: 'R',
      last_name: 'Carter',
      birthdate: '03/14/1986',
      gender: '1',
      height_feet: 5,
      height_inch: 6,
      weight: 142,
      marital_status: '1',
      ssn: '512483921',
      prior_coverage_flag: '1',
      prior_carrier_name: 'Prairie Mutual Health',
      prior_effective_date: '01/01/2019',
      prior_term_date: '12/31/2024',
      ethnic_category: 12,
      ethnic_category_other_type: 'Mixed heritage',
    });
    expect(prefill!.contact_info).toEqual({
      address1: '418 Rosewood Dr',
      address2: null,
      city: 'Garland',
      state: 'TX',
      zip: '75041',
      zip4: '2817',
      phone_number: '9725550134',
      email_address: 'emily.carter@mail.example',
      birth_state: 'OK',
      birth_city: 'Tulsa',
    });
    expect(prefill!.employer_info).toMatchObject({
      name: 'Acme Manufacturing',
      employment_start_date: '08/15/2016',
      compensation_type: 'Salary',
      employment_status: 'A',
      emp_num_employed: 640,
      emp_barg_unit: 'Non-union',
      holiday_policy: { Standard_6: 1, Birthday: 1, Floating_Day: 1, Presendents_Day: 0, Columbus_Day: 0, Religious_Days: 0 },
    });
  });

  it("answers the dependents with their own health answers, and the member's", async () => {
    const prefill = await readMemberPrefill(t.database.db, cipher(), DEMO_MEMBER_ID);
    const [spouse, ava] = prefill!.dependent_info.dependents;
    expect(spouse!.primary_info).toMatchObject({
      first_name: 'Michael',
      relationship: 'spouse',
      birthdate: '07/02/1984',
      ssn: '514672380',
      employed: '0',
    });
    expect(spouse!.health_info!.condition_questions[0]).toMatchObject({
      question_id: 141,
      yes_no_flag: '1',
      conditions: [{ health_condition: 'Asthma', date_of_onset: '05/10/2009' }],
    });
    expect(spouse!.health_info!.medication_question!.medications).toEqual([
      { medication: 'Albuterol inhaler', dosage: '90 mcg as needed', medical_condition: 'Asthma' },
    ]);
    expect(ava!.primary_info.first_name).toBe('Ava');
    expect(ava!.health_info).toBeNull();
    expect(prefill!.primary_health_info!.condition_questions.map((question) => question.yes_no_flag)).toEqual([
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
    ]);
  });

  it('keeps ethnicity and health answers sealed in the tables', async () => {
    const [member] = await t.database.db.select().from(members).where(eq(members.id, DEMO_MEMBER_ID));
    expect(member!.ethnicityEnc).toMatch(/^v2\.k1\./);
    expect(member!.ethnicityEnc).not.toContain('Mixed heritage');
    const [spouse] = await t.database.db.select().from(memberDependents).where(eq(memberDependents.firstName, 'Michael'));
    expect(spouse!.healthInfoEnc).toMatch(/^v2\.k1\./);
    expect(spouse!.healthInfoEnc).not.toContain('Asthma');
  });

  it('answers a "no prior coverage" as 0 and leaves out what was never asked', async () => {
    const robert = await readMemberPrefill(t.database.db, cipher(), ROBERT);
    expect(robert!.primary_info).toMatchObject({ prior_coverage_flag: '0', prior_carrier_name: null, ethnic_category: null });
    const marcus = await readMemberPrefill(t.database.db, cipher(), MARCUS);
    expect(marcus!.primary_info.prior_coverage_flag).toBeNull();
    expect(marcus!.contact_info).toMatchObject({ zip4: null, birth_state: null, birth_city: null });
    expect(marcus!.employer_info).toBeNull();
    expect(marcus!.primary_health_info).toBeNull();
  });

  it('answers nothing for an unknown member', async () => {
    expect(await readMemberPrefill(t.database.db, cipher(), '00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });

  it('refuses an employer code outside the domain lists', async () => {
    await expect(
      t.database.db.insert(memberEmployers).values({ memberId: MARCUS, name: 'Dallas Freight', employmentStatus: 'X' as never }),
    ).rejects.toThrow();
  });
});
