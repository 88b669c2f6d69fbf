import { AddFilterForNewUserBodySchema, AddFilterForNewUserV2BodySchema, type EnrollFromQuoteData } from '@benefit-store/domain';
import type { Db } from '../../db/client';
import type { DataCipher } from '../../lib/data-cipher';
import { badRequest } from '../../lib/http';
import { storeToday } from '../../lib/store-date';
import type { Catalog } from '../catalog/index';
import { requireEnrollment } from '../../lib/enrollment-access';
import { addFilterForNewUser, patchEnrollment } from '../filter/index';
import { addQuotedPlans } from '../plans/index';
import { findLiveQuote } from './quotes.service';

/**
 * POST quote/{token}/enroll, "Enroll now" (DESIGN §3 "Quote links", docs/decisions/0086): a new
 * enrollment for the calling browser, started as add-filter-for-new-user starts one, under the
 * quote's rep, group and portal, with the quote's filter and the date of birth the visitor typed;
 * then the quoted plans with the same options, priced by the server for that date of birth. The
 * enrollment the quote was sent from is never read or touched. One transaction: all or nothing.
 */
export async function enrollFromQuote(
  db: Db,
  { catalog, cipher }: { catalog: Catalog; cipher: DataCipher },
  input: { token: string; dob: string; ownerTokenHash: string; now: Date },
): Promise<EnrollFromQuoteData> {
  const { snapshot } = await findLiveQuote(db, input.token, input.now);
  const { placement, filter } = snapshot;
  // The visitor enrolls themself ('applicant'), under the rep, group and portal that sent the quote.
  const fields = {
    zip: filter.zip,
    dob: input.dob,
    gender: filter.gender,
    tier: filter.tier,
    eprocess: 'applicant',
    agent_id: placement.agentId ?? undefined,
    group_id: placement.groupId ?? undefined,
    platform_group_id: placement.portalId ?? undefined,
  };
  const { coverage, categories } = filter;
  const body =
    coverage?.length && categories?.length
      ? AddFilterForNewUserV2BodySchema.safeParse({ ...fields, coverage, categories })
      : AddFilterForNewUserBodySchema.safeParse(fields);
  // The dob was checked by the call's own schema; anything else refused here is the quote's filter, not the visitor's typing.
  if (!body.success) throw badRequest('token', 'This quote cannot start an enrollment. Please ask your agent for a new one.');
  return db.transaction(async (tx) => {
    const started = await addFilterForNewUser(tx, {
      body: body.data,
      ownerTokenHash: input.ownerTokenHash,
      asOf: input.now,
      cipher,
    });
    const { is_smoker, annual_income_cents, working_hours } = filter;
    const rest = Object.fromEntries(Object.entries({ is_smoker, annual_income_cents, working_hours }).filter(([, v]) => v !== undefined));
    if (Object.keys(rest).length > 0) await patchEnrollment(tx, started.temp_enrollment_id, {}, rest);
    const enrollment = await requireEnrollment(tx, started.temp_enrollment_id);
    const leftOut = await addQuotedPlans(tx, { catalog, cipher, enrollment, asOf: storeToday(input.now) }, snapshot.plans);
    return { enrollment_id: enrollment.id, left_out: leftOut };
  });
}
