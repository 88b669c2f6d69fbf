import { eq } from 'drizzle-orm';
import type { TabData, TabName } from '@benefit-store/domain';
import type { Db } from '../src/db/client';
import { enrollments } from '../src/db/schema';
import type { DataCipher } from '../src/lib/data-cipher';
import { saveEnrollmentTab } from '../src/modules/enrollment/index';

/** Valid data for each tab (the stored shapes of packages/domain/src/enrollment/tab-data.ts). */
export const SAVED_TABS = {
  primary_info: {
    first_name: 'Nora',
    middle_name: null,
    last_name: 'Quinlan',
    birthdate: '04/12/1985',
    gender: '0',
    height_feet: 5,
    height_inch: 9,
    weight: 170,
    marital_status: '1',
    ssn: '123456789',
    prior_coverage_flag: '1',
    prior_carrier_name: 'Old Mutual Health',
    prior_effective_date: '01/01/2020',
    prior_term_date: '12/31/2024',
    ethnic_category: 12,
    ethnic_category_other_type: 'Basque',
  },
  contact_info: {
    address1: '100 Elm St',
    address2: null,
    city: 'Dallas',
    state: 'TX',
    zip: '75201',
    zip4: null,
    phone_number: '2145550142',
    email_address: 'nora.quinlan@example.com',
    birth_state: 'tx',
    birth_city: 'Austin',
    with_validation: '0',
  },
  billing_info: {
    payment_method: 'eft',
    bill_date: 28,
    routing_number: '021000021',
    account_name: 'Nora Quinlan',
    bank_name: 'JPMORGAN CHASE BANK',
    account_number: '000123456789',
    account_type: 'checking',
    account_holder_type: 'individual',
    is_physical_address: 'yes',
  },
  agreement_info: {
    eprocess: 'rep',
    agent_name: 'Alex Rep',
    agent_code: 'ABCD1212',
    date: '01/01/2026',
    signed_at: '2026-01-01T15:00:00.000Z',
  },
} satisfies Partial<{ [T in TabName]: TabData[T] }>;

/**
 * Saves the given tabs straight through the tab storage (the steps' own calls are other modules'),
 * and sets the effective date cart-checkout would have set.
 */
export async function saveTabsFixture(
  db: Db,
  cipher: DataCipher,
  enrollmentId: string,
  tabs: Partial<{ [T in TabName]: TabData[T] }> = SAVED_TABS,
  effectiveDate = '2026-12-01',
) {
  for (const [tab, data] of Object.entries(tabs)) {
    await saveEnrollmentTab(db, cipher, { enrollmentId, tab: tab as TabName, data, asOf: new Date() });
  }
  await db.update(enrollments).set({ effectiveDate }).where(eq(enrollments.id, enrollmentId));
}
