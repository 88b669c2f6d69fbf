import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { EnrollType, Eprocess } from '@benefit-store/domain';
import type { Db } from '../src/db/client';
import { cartItems, continueCodes, enrollmentHolders, enrollments, plans, pricingOptions, prices, type FilterInfo } from '../src/db/schema';
import { hashToken, sealedAt, type DataCipher } from '../src/lib/data-cipher';
import { openFilter, sealFilter } from '../src/lib/enrollment-contact';

/** The data cipher of each test app's database (createTestApp registers it): fixtures seal what the app seals. */
const ciphers = new WeakMap<Db, DataCipher>();

export function registerFixtureCipher(db: Db, cipher: DataCipher) {
  ciphers.set(db, cipher);
}

function cipherOf(db: Db): DataCipher {
  const cipher = ciphers.get(db);
  if (!cipher) throw new Error('fixtures: no data cipher registered for this database (createTestApp registers it)');
  return cipher;
}

/**
 * Test fixtures written straight to the database (the seed's own tables), for tests of calls that
 * need an enrollment or a cart before the calls that create them are exercised.
 */
export async function createEnrollmentFixture(
  db: Db,
  options: {
    filter?: FilterInfo;
    agentId?: number;
    groupId?: number;
    portalId?: number;
    eprocess?: Eprocess;
    enrollType?: EnrollType;
  } = {},
) {
  const browserToken = randomBytes(32).toString('base64url');
  const id = randomUUID();
  const [row] = await db
    .insert(enrollments)
    .values({
      id,
      ...sealFilter(cipherOf(db), id, options.filter ?? { zip: '75201', state: 'TX', dob: '1985-04-12', gender: '0', tier: 'IO' }),
      agentId: options.agentId ?? 1,
      groupId: options.groupId ?? null,
      portalId: options.portalId ?? 1,
      eprocess: options.eprocess ?? 'rep',
      enrollType: options.enrollType ?? 'new-member',
      ownerTokenHash: hashToken(browserToken),
    })
    .returning({ id: enrollments.id });
  /** Pass as `cookies` to act as the browser that holds the enrollment. */
  return { enrollmentId: row!.id, cookies: { bs_browser: browserToken } };
}

export async function findPlanByCode(db: Db, code: string) {
  const [plan] = await db.select().from(plans).where(eq(plans.code, code));
  if (!plan) throw new Error(`no plan ${code}`);
  const options = await db.select().from(pricingOptions).where(eq(pricingOptions.planId, plan.id));
  return { plan, options };
}

/** Puts a plan's pricing option (the one labelled `option`, else its first) in the cart at its IO rate for the first age band. */
export async function addCartItemFixture(db: Db, enrollmentId: string, planCode: string, { option: label }: { option?: string } = {}) {
  const { plan, options } = await findPlanByCode(db, planCode);
  const option = label === undefined ? options[0]! : options.find((o) => o.label === label);
  if (!option) throw new Error(`no option ${label} of ${planCode}`);
  const [rate] = await db.select().from(prices).where(eq(prices.pricingOptionId, option.id));
  await db.insert(cartItems).values({
    enrollmentId,
    planId: plan.id,
    pricingOptionId: option.id,
    monthlyCents: rate?.monthlyCents ?? 1000,
    oneTimeFeeCents: plan.oneTimeFeeCents,
  });
  return { planId: plan.id, pricingOptionId: option.id };
}

/**
 * Binds a browser to the enrollment as its continue code would: a live save (its code and link
 * stand for random hashes) and the browser bound by it (docs/decisions/0090).
 */
export async function bindResumerFixture(db: Db, enrollmentId: string, browserToken: string) {
  const inMonth = new Date(Date.now() + 30 * 86_400_000);
  const [grant] = await db
    .insert(continueCodes)
    .values({
      enrollmentId,
      codeHash: randomBytes(32).toString('hex'),
      emailHash: randomBytes(32).toString('hex'),
      expiresAt: inMonth,
      linkTokenHash: randomBytes(32).toString('hex'),
      linkExpiresAt: inMonth,
    })
    .returning({ id: continueCodes.id });
  await db.insert(enrollmentHolders).values({ enrollmentId, browserTokenHash: hashToken(browserToken), grantId: grant!.id });
}

/** Replaces an enrollment's whole filter as the app stores it: its date of birth sealed apart (docs/decisions/0095). */
export async function setFilterFixture(db: Db, enrollmentId: string, filter: FilterInfo) {
  await db
    .update(enrollments)
    .set(sealFilter(cipherOf(db), enrollmentId, filter))
    .where(eq(enrollments.id, enrollmentId));
}

/** An enrollment's filter as the app reads it, its date of birth opened. */
export async function readFilterFixture(db: Db, enrollmentId: string): Promise<FilterInfo> {
  const [row] = await db.select().from(enrollments).where(eq(enrollments.id, enrollmentId));
  if (!row) throw new Error(`no enrollment ${enrollmentId}`);
  return openFilter(cipherOf(db), row);
}

/** One sealed step column of an enrollment, opened (contact and employer data are sealed: docs/decisions/0095). */
export async function readSealedTabFixture(db: Db, enrollmentId: string, column: 'contact_info_enc' | 'employer_info_enc') {
  const [row] = await db.select().from(enrollments).where(eq(enrollments.id, enrollmentId));
  const sealed = column === 'contact_info_enc' ? row?.contactInfoEnc : row?.employerInfoEnc;
  return sealed ? cipherOf(db).decryptJson<Record<string, unknown>>(sealed, sealedAt(`enrollments:${column}`, enrollmentId)) : null;
}
