import { randomUUID } from 'node:crypto';
import {
  COVERAGE_LABELS,
  COVERAGE_OPTIONS,
  FILTER_FIELD_MESSAGES,
  ageOn,
  centsToWire,
  createDobFieldSchema,
  formatUsDate,
  isIsoDate,
  parseUsDate,
  type AddFilterForExistingUserBody,
  type AddFilterForNewUserBody,
  type AddFilterForNewUserV2Body,
  type ChangeFilterInfoV2Body,
  type FeaturedPlan,
  type FieldError,
  type FilterInfoWire,
  type OpenType,
  type TempInfoColumn,
  type Tier,
  canEnrollMember,
  changePlacement,
  movePortal,
  placeExistingMember,
  placeNewShopper,
  type MemberEnroller,
  type PlacementOutcome,
} from '@benefit-store/domain';
import type { DbOrTx } from '../../db/client';
import type { FilterInfo } from '../../db/schema';
import { sealedAt, type DataCipher, type SealedColumn } from '../../lib/data-cipher';
import { ApiFailure, badRequest, fieldError, notFound } from '../../lib/http';
import { openMemberValue } from '../../lib/member-contact';
import { openFilter, sealFilter, sealFilterDob } from '../../lib/enrollment-contact';
import type { StaffAccount } from '../../lib/staff-session';
import { refuseCompleted, type Enrollment } from '../../lib/enrollment-access';
import { findReferral, listActivePortalsOf } from '../entry/index';
import { findAgent, findGroup } from '../sites/index';
import type { Catalog } from '../catalog/index';
import { summariseForVisitor } from '../plans/index';
import * as repo from './filter.repository';
import { offlineZipDirectory, type ZipDirectory, type ZipPlace } from '../../providers/zip-directory';
import { storeToday } from '../../lib/store-date';

/** Field errors as one 400, in the order the form shows the fields. */
function refuse(errors: FieldError[]): never {
  throw new ApiFailure('invalid', errors, { message: errors[0]?.error_message ?? 'Invalid request' });
}

/** All field errors of one request in one 400. */
function refuseIfAny(errors: FieldError[]) {
  if (errors.length > 0) refuse(errors);
}

/** A placement rule's answer: the placement, or its field errors as a 400. */
const placementOf = <T>(outcome: PlacementOutcome<T>): T => (outcome.ok ? outcome.placement : refuse(outcome.errors));

export function lookupZip(zip: string, directory: ZipDirectory = offlineZipDirectory): ZipPlace | undefined {
  return directory.lookup(zip);
}

/** 'mm/dd/yyyy' -> ISO date, or the message of the date-of-birth field (invalid, future, under 18). */
export function checkDob(dobText: string, asOf: Date): { dob: string; age: number } | { message: string } {
  const asOfDay = storeToday(asOf);
  const result = createDobFieldSchema(asOfDay).safeParse(dobText);
  if (!result.success) return { message: result.error.issues[0]?.message ?? FILTER_FIELD_MESSAGES.invalidDate };
  const dob = parseUsDate(result.data.trim())!;
  return { dob, age: ageOn(dob, asOfDay) };
}

/** GET /validate-zip-code and POST /service/validate-zip-code. */
export function validateZip(zip: string, target: string): ZipPlace {
  const place = lookupZip(zip);
  if (!place) throw badRequest(target, FILTER_FIELD_MESSAGES.unknownZip);
  return place;
}

/** The active rep, group and portal that the ids a browser sent name (each only when sent). */
async function findRequestedParties(
  db: DbOrTx,
  requested: { agentId?: number | undefined; groupId?: number | undefined; portalId?: number | undefined },
) {
  // One after another: `db` may be a transaction, whose statements share one connection.
  const agent = requested.agentId === undefined ? undefined : await findAgent(db, requested.agentId);
  const group = requested.groupId === undefined ? undefined : await findGroup(db, requested.groupId);
  const portal = requested.portalId === undefined ? undefined : await repo.findPortal(db, requested.portalId);
  return { agent, group, portal };
}

/**
 * Who a new shopper enrolls under (`placeNewShopper`). The service loads what the ids name: the
 * referral link, or the rep, group and portal with the portals of the parties to default to.
 */
async function placeNewUser(db: DbOrTx, body: AddFilterForNewUserBody, asOf: Date) {
  const requested = {
    eprocess: body.eprocess,
    referral: body.referral,
    agentId: body.agent_id,
    groupId: body.group_id,
    portalId: body.platform_group_id,
  };
  if (body.referral !== undefined) {
    return placeNewShopper({ requested, found: { referral: await findReferral(db, body.referral) }, portals: [], asOf });
  }
  const found = await findRequestedParties(db, requested);
  const portals = await listActivePortalsOf(db, { agentIds: [found.agent?.id, found.group?.agentId], groupIds: [found.group?.id] });
  return placeNewShopper({ requested, found, portals, asOf });
}

async function checkPlan(db: DbOrTx, planId: number | undefined, errors: FieldError[]) {
  if (planId !== undefined && !(await repo.findActivePlan(db, planId))) errors.push(fieldError('plan_id', 'Plan not found'));
}

/** POST add-filter-for-new-user (v1 and v2): a new temporary enrollment bound to this browser. */
export async function addFilterForNewUser(
  db: DbOrTx,
  input: { body: AddFilterForNewUserBody | AddFilterForNewUserV2Body; ownerTokenHash: string; asOf: Date; cipher: DataCipher },
) {
  const { body, asOf } = input;
  const errors: FieldError[] = [];
  const place = lookupZip(body.zip);
  if (!place) errors.push(fieldError('zip', FILTER_FIELD_MESSAGES.unknownZip));
  const dob = checkDob(body.dob, asOf);
  if ('message' in dob) errors.push(fieldError('dob', dob.message));
  const placed = await placeNewUser(db, body, asOf);
  if (!placed.ok) errors.push(...placed.errors);
  await checkPlan(db, body.plan_id, errors);
  refuseIfAny(errors);

  const filter: FilterInfo = {
    zip: body.zip,
    state: place!.state,
    dob: (dob as { dob: string }).dob,
    gender: body.gender,
    tier: body.tier,
  };
  if (body.plan_id !== undefined) filter.plan_id = body.plan_id;
  if ('coverage' in body) {
    filter.coverage = body.coverage;
    filter.categories = body.categories;
  }
  const id = randomUUID();
  const row = await db.transaction((tx) =>
    repo.insertEnrollment(tx, {
      id,
      type: 'new-user',
      ...placementOf(placed),
      openType: body.open_type ?? null,
      ...sealFilter(input.cipher, id, filter),
      ownerTokenHash: input.ownerTokenHash,
    }),
  );
  return { temp_enrollment_id: row.id };
}

/** The filter an existing member brings along: their date of birth, gender, zip and state. */
function filterOfMember(member: MemberForFilter, tier: Tier): FilterInfo {
  const filter: FilterInfo = { dob: member.birthdate, gender: member.gender, tier };
  if (member.zip) filter.zip = member.zip;
  const state = member.state ?? (member.zip ? lookupZip(member.zip)?.state : undefined);
  if (state) filter.state = state;
  return filter;
}

/** An existing member as the filter reads it, the date of birth opened (docs/decisions/0094). */
async function findMemberForFilter(db: DbOrTx, cipher: DataCipher, memberId: string) {
  const row = await repo.findMemberForFilter(db, memberId);
  if (!row) return undefined;
  const { birthdateEnc, ...member } = row;
  return { ...member, birthdate: openMemberValue(cipher, 'members:birthdate_enc', row.id, birthdateEnc) };
}

type MemberForFilter = NonNullable<Awaited<ReturnType<typeof findMemberForFilter>>>;

/** An existing member's enrollment, placed by `placeExistingMember`. */
async function startExistingMemberEnrollment(
  db: DbOrTx,
  cipher: DataCipher,
  member: MemberForFilter,
  values: { enroller: MemberEnroller; tier: Tier; openType: OpenType | undefined; policyId: number | undefined; ownerTokenHash: string },
) {
  const id = randomUUID();
  const row = await db.transaction((tx) =>
    repo.insertEnrollment(tx, {
      id,
      type: 'existing-user',
      ...placeExistingMember(member, values.enroller),
      openType: values.openType ?? null,
      memberId: member.id,
      existingPolicyId: values.policyId ?? null,
      ...sealFilter(cipher, id, filterOfMember(member, values.tier)),
      ownerTokenHash: values.ownerTokenHash,
    }),
  );
  return { temp_enrollment_id: row.id, portal_id: row.portalId };
}

/**
 * POST add-filter-for-existing-user: a rep enrolls one of their own members, a group
 * administrator one of their group's (`canEnrollMember`), under the member's own placement.
 */
export async function addFilterForExistingUser(
  db: DbOrTx,
  input: { account: StaffAccount; body: AddFilterForExistingUserBody; ownerTokenHash: string; cipher: DataCipher },
) {
  const { account, body } = input;
  const member = await findMemberForFilter(db, input.cipher, body.user_id);
  // Another rep's or group's member answers as an unknown one (docs/decisions/0046).
  if (!member || !canEnrollMember(account, member)) throw notFound('user_id', 'Member not found');
  if (body.policy_id !== undefined && !(await repo.isPolicyOfMember(db, member.id, body.policy_id))) {
    throw badRequest('policy_id', 'Policy not found');
  }
  return startExistingMemberEnrollment(db, input.cipher, member, {
    enroller: account,
    tier: body.tier,
    openType: body.open_type,
    policyId: body.policy_id,
    ownerTokenHash: input.ownerTokenHash,
  });
}

/** POST add-filter-for-member: a member enrolling themself (the route has checked their member link). */
export async function addFilterForMember(
  db: DbOrTx,
  input: { userId: string; tier: Tier; openType: OpenType | undefined; ownerTokenHash: string; cipher: DataCipher },
) {
  const member = await findMemberForFilter(db, input.cipher, input.userId);
  if (!member) throw notFound('user_id', 'Member not found');
  return startExistingMemberEnrollment(db, input.cipher, member, {
    enroller: { role: 'member' },
    tier: input.tier,
    openType: input.openType,
    policyId: undefined,
    ownerTokenHash: input.ownerTokenHash,
  });
}

/** PUT change-filter-info (v1 and v2): only the fields given change; a new zip brings its state. */
export async function changeFilterInfo(
  db: DbOrTx,
  input: { enrollment: Enrollment; body: Partial<ChangeFilterInfoV2Body>; asOf: Date; cipher: DataCipher },
) {
  const { enrollment, body } = input;
  refuseCompleted(enrollment);
  const errors: FieldError[] = [];
  const filter: Omit<FilterInfo, 'dob'> = {};
  let dobEnc: string | undefined;
  if (body.zip !== undefined) {
    const place = lookupZip(body.zip);
    if (place) Object.assign(filter, { zip: place.zip, state: place.state });
    else errors.push(fieldError('zip', FILTER_FIELD_MESSAGES.unknownZip));
  }
  if (body.dob !== undefined) {
    const dob = checkDob(body.dob, input.asOf);
    if ('message' in dob) errors.push(fieldError('dob', dob.message));
    else dobEnc = sealFilterDob(input.cipher, enrollment.id, dob.dob);
  }
  if (body.is_smoker !== undefined) filter.is_smoker = body.is_smoker;
  if (body.gender !== undefined) filter.gender = body.gender;
  if (body.tier !== undefined) filter.tier = body.tier;
  if (body.annual_incode !== undefined) filter.annual_income_cents = body.annual_incode;
  if (body.working_hours !== undefined) filter.working_hours = body.working_hours;
  if (body.coverage !== undefined) filter.coverage = body.coverage;
  if (body.categories !== undefined) filter.categories = body.categories;
  // Stored as the shopper typed it; it never links the enrollment to a member (memberId is set only by the member calls).
  if (body.user_id !== undefined) filter.user_id = body.user_id;
  await checkPlan(db, body.plan_id, errors);
  if (body.plan_id !== undefined) filter.plan_id = body.plan_id;

  const requested = { agentId: body.agent_id, groupId: body.group_id, portalId: body.platform_group_id };
  const moved = changePlacement({ enrollment, requested, found: await findRequestedParties(db, requested) });
  if (!moved.ok) errors.push(...moved.errors);
  refuseIfAny(errors);
  const changes: repo.EnrollmentChanges = { ...placementOf(moved) };
  if (body.eprocess !== undefined) changes.eprocess = body.eprocess;
  if (body.open_type !== undefined) changes.openType = body.open_type;
  if (dobEnc !== undefined) changes.filterDobEnc = dobEnc;

  await db.transaction((tx) => repo.patchEnrollment(tx, enrollment.id, changes, filter));
  return { temp_enrollment_id: enrollment.id };
}

/** The filter's zip and state moved to another place (the cart re-priced for it, docs/decisions/0103); bumps the version. */
export async function moveFilterPlace(db: DbOrTx, enrollmentId: string, place: { zip: string; state: string }) {
  await repo.patchEnrollment(db, enrollmentId, {}, { zip: place.zip, state: place.state });
}

/** POST update-filter-portal: the portal (required) and group (when given) the shopper enrolls through. */
export async function updateFilterPortal(db: DbOrTx, input: { enrollment: Enrollment; portalId: number; groupId: number | undefined }) {
  const { enrollment } = input;
  refuseCompleted(enrollment);
  const requested = { portalId: input.portalId, groupId: input.groupId };
  const changes = placementOf(movePortal({ enrollment, requested, found: await findRequestedParties(db, requested) }));
  const row = await db.transaction((tx) => repo.patchEnrollment(tx, enrollment.id, changes, {}));
  return { temp_enrollment_id: enrollment.id, group_id: row?.groupId ?? null, portal_id: row?.portalId ?? null };
}

/** The stored filter as the browser reads it: dob 'mm/dd/yyyy', annual income in dollars. */
export function filterToWire(filter: FilterInfo): FilterInfoWire {
  const { dob, annual_income_cents, ...rest } = filter;
  const wire: FilterInfoWire = {};
  for (const key of ['zip', 'state', 'gender', 'tier', 'is_smoker', 'user_id'] as const) {
    if (typeof rest[key] === 'string') wire[key] = rest[key];
  }
  if (typeof rest.working_hours === 'number') wire.working_hours = rest.working_hours;
  if (typeof rest.plan_id === 'number') wire.plan_id = rest.plan_id;
  if (Array.isArray(rest.coverage)) wire.coverage = rest.coverage;
  if (Array.isArray(rest.categories)) wire.categories = rest.categories;
  if (typeof dob === 'string' && isIsoDate(dob)) wire.dob = formatUsDate(dob);
  if (Number.isInteger(annual_income_cents)) wire.annual_incode = centsToWire(annual_income_cents!);
  return wire;
}

/** Keys whose values are personal numbers: only the last four leave the server (DESIGN §5). */
const MASKED_KEY = /(^|_)(ssn|card_number|account_number|bank_account)$/i;
/** Keys that never leave the server at all. */
const DROPPED_KEY = /(^|_)(security_code|cvv|cvc)$/i;

/** Step data on its way to the browser: personal numbers masked to `xxxxxxxx1234`, card codes dropped. */
export function maskStepData(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskStepData);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (DROPPED_KEY.test(key)) continue;
    if (MASKED_KEY.test(key) && (typeof inner === 'string' || typeof inner === 'number')) {
      const digits = String(inner).replace(/\D/g, '');
      out[key] = digits ? `xxxxxxxx${digits.slice(-4)}` : '';
    } else {
      out[key] = maskStepData(inner);
    }
  }
  return out;
}

/** GET get-enrollment-temp-info: one column of the enrollment, in the wire's shape. */
export function readTempInfo(enrollment: Enrollment, column: TempInfoColumn, cipher: DataCipher): unknown {
  const decrypted = (sealed: string | null, column: SealedColumn) =>
    sealed ? maskStepData(cipher.decryptJson<unknown>(sealed, sealedAt(column, enrollment.id))) : null;
  const plain = (data: Record<string, unknown> | null) => (data ? maskStepData(data) : null);
  switch (column) {
    case 'filter_info':
      return filterToWire(openFilter(cipher, enrollment));
    case 'type':
      return enrollment.type;
    case 'eprocess':
      return enrollment.eprocess;
    case 'effective_date':
      return enrollment.effectiveDate && isIsoDate(enrollment.effectiveDate) ? formatUsDate(enrollment.effectiveDate) : null;
    case 'group_id':
      return enrollment.groupId;
    case 'agent_id':
      return enrollment.agentId;
    case 'portal_id':
      return enrollment.portalId;
    case 'open_type':
      return enrollment.openType;
    case 'enroll_type':
      return enrollment.enrollType;
    case 'primary_info':
      return decrypted(enrollment.primaryInfoEnc, 'enrollments:primary_info_enc');
    case 'contact_info':
      return decrypted(enrollment.contactInfoEnc, 'enrollments:contact_info_enc');
    case 'employer_info':
      return decrypted(enrollment.employerInfoEnc, 'enrollments:employer_info_enc');
    case 'benificiary_info':
      return decrypted(enrollment.beneficiaryInfoEnc, 'enrollments:beneficiary_info_enc');
    case 'health_info':
      return decrypted(enrollment.healthInfoEnc, 'enrollments:health_info_enc');
    case 'dependent_info':
      return decrypted(enrollment.dependentInfoEnc, 'enrollments:dependent_info_enc');
    case 'payment_info':
      return decrypted(enrollment.paymentInfoEnc, 'enrollments:payment_info_enc');
    case 'review_info':
      return plain(enrollment.reviewInfo);
    case 'aggrement_info':
      return decrypted(enrollment.agreementInfoEnc, 'enrollments:agreement_info_enc');
  }
}

/**
 * GET get-featured-plans: the featured plans the visitor may buy, priced as every other list
 * (summariseForVisitor): for the enrollment's scope and filter when the visitor holds one, else
 * for the portal / group asked.
 */
export function listFeaturedPlans(
  catalog: Catalog,
  cipher: DataCipher,
  visitor: { enrollment: Enrollment } | { scope: { portalId: number | undefined; groupId: number | undefined } },
  asOf: string,
): FeaturedPlan[] {
  return summariseForVisitor(catalog, cipher, catalog.featuredPlanIds(), visitor, asOf);
}

/** GET get-more-requirement: whether a premier plan is in the cart (or is the given plan). */
export async function hasPremierPlan(db: DbOrTx, target: { enrollmentId: string } | { planId: number }) {
  if ('enrollmentId' in target) return repo.cartHoldsPremierPlan(db, target.enrollmentId);
  const plan = await repo.findActivePlan(db, target.planId);
  if (!plan) throw notFound('plan_id', 'Plan not found');
  return plan.isPremier;
}

export const coverageOptions = () => COVERAGE_OPTIONS.map((key) => ({ key, label: COVERAGE_LABELS[key] }));

/** GET v2 validate-dob: the typed date with the age it gives, or the message for the dob field. */
export function validateDob(text: string | string[] | undefined, asOf: Date): { dob: string; age: number } | { message: string } {
  if (text === undefined || (typeof text === 'string' && text.trim() === '')) return { message: FILTER_FIELD_MESSAGES.required };
  if (typeof text !== 'string' || text.length > 32) return { message: FILTER_FIELD_MESSAGES.invalidDate };
  const checked = checkDob(text, asOf);
  return 'message' in checked ? checked : { dob: formatUsDate(checked.dob), age: checked.age };
}
