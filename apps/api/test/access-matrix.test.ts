import { randomBytes, randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AddFilterForExistingUserCall,
  CONTINUE_CODE_ALPHABET,
  CONTINUE_CODE_LENGTH,
  RESUME_MESSAGES,
  SIGNING_MESSAGES,
  type CallDefinition,
} from '@benefit-store/domain';
import { policies } from '../src/db/schema';
import { MEMBER_LINK_MESSAGES } from '../src/modules/members/index';
import { ACTORS, createActorWorld, sampleIdsOf, type Actor, type ActorWorld } from './access-actors';
import { ACCESS_VALUES, accessOf, leaksOfRefusal, type Access, type Answered } from './access-answers';
import { requestFor, type SampleIds } from './access-requests';
import { ALL_CALLS, inputNames, keyOf } from './all-calls';
import { createTestApp, type TestApp } from './test-app';

/**
 * The access matrix (docs/decisions/0046): every call × everyone who might try it.
 *
 * Actors: anon   a visitor with no cookie at all
 *         owner  the shopper's browser that started the enrollment
 *         other  another shopper's browser
 *         repA   rep 1 (John Smith), the enrollment's rep and the member's
 *         repB   rep 2 (Maria Garcia), who serves none of rep A's groups
 *         grpA   Acme's administrator (the enrollment's and the member's group)
 *         grpB   the administrator of group 2556 (rep B's)
 *         link   a browser that opened the member's link (Emily Carter, Acme)
 *
 * Each call is tried with the enrollment (rep A, group Acme), the member, rep A's agent_id and
 * Acme's group_id. Answers:
 *   ok   let in: any answer but a refusal of access (a success, a field error, a conflict, a
 *        receipt not made yet; each call's own tests check those)
 *   401  'Please sign in': staff calls, and member calls without the member's link
 *   403  signed in, but another rep's or group's agent_id or group_id (public numbers)
 *   404  an id, code or link the caller may not know of answers as unknown: 'Enrollment not
 *        found', 'Member not found', the quote's or continue link's 'not valid'
 *   400  continue-enrollment's 'This code and e-mail address do not open a saved enrollment' (its "unknown" answer)
 * Token calls (quote/{token}, direct-continue, continue-enrollment, signing/{token}, not-me/{token}) are tried with tokens nobody
 * was sent: holding the enrollment or a session does not stand in for them.
 */
const MATRIX = `
  call                                                   anon  owner other repA  repB  grpA  grpB  link
  POST /api/v1/auth/sign-in                              ok    ok    ok    ok    ok    ok    ok    ok
  GET /api/v1/auth/session                               ok    ok    ok    ok    ok    ok    ok    ok
  POST /api/v1/auth/two-factor/enroll                    401   401   401   ok    ok    ok    ok    401
  POST /api/v1/auth/two-factor/confirm                   401   401   401   ok    ok    ok    ok    401
  GET /api/v1/check-lead-information                     ok    ok    ok    ok    ok    ok    ok    ok
  GET /api/v1/get-lead-information                       ok    ok    ok    ok    ok    ok    ok    ok
  GET /api/v1/assist/get                                 ok    ok    ok    ok    ok    ok    ok    ok
  POST /api/v1/assist/add                                ok    ok    ok    ok    ok    ok    ok    ok
  GET /api/v1/validate-agent                             ok    ok    ok    ok    ok    ok    ok    ok
  GET /api/v1/validate-group                             ok    ok    ok    ok    ok    ok    ok    ok
  GET /api/v1/validate-landing-page                      ok    ok    ok    ok    ok    ok    ok    ok
  GET /api/v1/get-agent-info-enroll                      ok    ok    ok    ok    ok    ok    ok    ok
  GET /api/v1/get-group-info-enroll                      ok    ok    ok    ok    ok    ok    ok    ok
  GET /api/v1/get-member-info                            401   401   401   ok    404   ok    404   ok
  GET /api/v1/get-default-info                           ok    ok    ok    ok    ok    ok    ok    ok
  GET /api/v1/get-enrollment-info-referral               ok    ok    ok    ok    ok    ok    ok    ok
  GET /api/v1/get-elevate-info                           ok    ok    ok    ok    ok    ok    ok    ok
  POST /api/v1/track-elevate-traffic                     404   ok    404   ok    404   ok    404   404
  POST /api/v1/add-filter-for-existing-user              401   401   401   ok    404   ok    404   401
  POST /api/v1/add-filter-for-member                     401   401   401   ok    404   ok    404   ok
  POST /api/v1/update-filter-portal                      404   ok    404   ok    404   ok    404   404
  GET /api/v1/validate-zip-code                          ok    ok    ok    ok    ok    ok    ok    ok
  GET /api/v1/get-enrollment-temp-info                   404   ok    404   ok    404   ok    404   404
  GET /api/v1/get-featured-plans                         ok    ok    ok    ok    ok    ok    ok    ok
  GET /api/v1/get-more-requirement                       404   ok    404   ok    404   ok    404   404
  GET /api/v2/validate-dob                               ok    ok    ok    ok    ok    ok    ok    ok
  GET /api/v2/coverages                                  ok    ok    ok    ok    ok    ok    ok    ok
  POST /service/validate-zip-code                        ok    ok    ok    ok    ok    ok    ok    ok
  POST /api/v1/add-filter-for-new-user                   ok    ok    ok    ok    ok    ok    ok    ok
  POST /api/v2/add-filter-for-new-user                   ok    ok    ok    ok    ok    ok    ok    ok
  PUT /api/v1/change-filter-info/{tempId}                404   ok    404   ok    404   ok    404   404
  PUT /api/v2/change-filter-info/{tempId}                404   ok    404   ok    404   ok    404   404
  GET /api/v1/get-agent-groups                           401   401   401   ok    403   403   403   401
  GET /api/v1/get-enrollment-platforms                   401   401   401   ok    403   ok    ok    401
  GET /api/v1/get-agent-members                          401   401   401   ok    403   403   403   401
  GET /api/v1/get-group-users                            401   401   401   ok    403   ok    403   401
  GET /api/v1/get-group-agent-member-info                404   ok    404   ok    404   ok    404   404
  POST /api/v1/issue-member-link                         401   401   401   ok    404   ok    404   401
  POST /api/v1/revoke-member-links                       401   401   401   ok    404   ok    404   401
  GET /api/v1/get-common-menu                            ok    ok    ok    ok    ok    ok    ok    ok
  GET /api/v1/get-group-menu                             ok    ok    ok    ok    ok    ok    ok    ok
  GET /api/v1/get-goenroll-footer-plan                   ok    ok    ok    ok    ok    ok    ok    ok
  GET /api/v1/get-filtered-plans                         404   ok    404   ok    404   ok    404   404
  GET /api/v1/get-menu-filtered-plans                    ok    ok    ok    ok    ok    ok    ok    ok
  GET /api/v1/get-left-side-filter-fields                404   ok    404   ok    404   ok    404   404
  GET /api/v1/get-related-plans                          404   ok    404   ok    404   ok    404   404
  GET /api/v1/get-plan-pricing-detail                    404   ok    404   ok    404   ok    404   404
  GET /api/v1/get-plan-pricing-detail-elevate            404   ok    404   ok    404   ok    404   404
  GET /api/v1/get-plan-detail/{planId}                   ok    ok    ok    ok    ok    ok    ok    ok
  GET /api/v1/get-plan-detail                            ok    ok    ok    ok    ok    ok    ok    ok
  GET /api/v1/get-questions                              404   ok    404   ok    404   ok    404   404
  POST /api/v1/save-question-answers                     404   ok    404   ok    404   ok    404   404
  GET /api/v1/get-aflac-questions                        404   ok    404   ok    404   ok    404   404
  POST /api/v1/save-aflac-questions                      404   ok    404   ok    404   ok    404   404
  GET /api/v1/check-already-answered                     404   ok    404   ok    404   ok    404   404
  GET /api/v1/check-prudential-cart                      404   ok    404   ok    404   ok    404   404
  POST /api/v1/check-already-in-cart                     404   ok    404   ok    404   ok    404   404
  POST /api/v1/add-plan-to-cart                          404   ok    404   ok    404   ok    404   404
  POST /api/v1/add-plan-to-cart-prudentials              404   ok    404   ok    404   ok    404   404
  GET /api/v1/check-prudential-plan                      404   ok    404   ok    404   ok    404   404
  GET /api/v1/check-disability-plan                      404   ok    404   ok    404   ok    404   404
  GET /api/v1/get-quote-preview-content                  404   401   404   ok    404   ok    404   404
  GET /api/v1/quote/{token}                              404   404   404   404   404   404   404   404
  POST /api/v1/quote/{token}/enroll                      404   404   404   404   404   404   404   404
  POST /api/v1/save-screenshot                           404   ok    404   ok    404   ok    404   404
  POST /api/v1/save-enrollment                           404   401   404   ok    404   ok    404   404
  POST /api/v1/continue-enrollment                       400   400   400   400   400   400   400   400
  GET /api/v1/direct-continue/{enrollment_id}            404   404   404   404   404   404   404   404
  POST /api/v1/send-to-applicant-to-sign                 404   401   404   ok    404   ok    404   404
  GET /api/v1/signing/{token}                            404   404   404   404   404   404   404   404
  POST /api/v1/signing/{token}                           404   404   404   404   404   404   404   404
  POST /api/v1/not-me/{token}                            404   404   404   404   404   404   404   404
  GET /recommendation/popularity                         ok    ok    ok    ok    ok    ok    ok    ok
  GET /recommendation/filter                             ok    ok    ok    ok    ok    ok    ok    ok
  GET /recommendation/association                        ok    ok    ok    ok    ok    ok    ok    ok
  GET /recommendation/plan-details                       ok    ok    ok    ok    ok    ok    ok    ok
  POST /recommendation/decrypt-detail                    ok    ok    ok    ok    ok    ok    ok    ok
  GET /api/v1/get-agent-landing-page-info                ok    ok    ok    ok    ok    ok    ok    ok
  GET /api/v1/get-group-landing-page-info                ok    ok    ok    ok    ok    ok    ok    ok
  GET /api/v1/get-agent-about-page-info                  ok    ok    ok    ok    ok    ok    ok    ok
  GET /api/v1/get-group-about-page-info                  ok    ok    ok    ok    ok    ok    ok    ok
  GET /api/v1/get-external-site-dynamic-information      ok    ok    ok    ok    ok    ok    ok    ok
  GET /api/v1/get-domainSite-infromation                 ok    ok    ok    ok    ok    ok    ok    ok
  GET /api/v1/get-external-site-infromation              ok    ok    ok    ok    ok    ok    ok    ok
  GET /api/v1/get-ticket-link                            ok    ok    ok    ok    ok    ok    ok    ok
  GET /api/v1/get-dynamic-tabs                           404   ok    404   ok    404   ok    404   404
  GET /api/v1/check-tab-required                         404   ok    404   ok    404   ok    404   404
  GET /api/v1/get-states                                 ok    ok    ok    ok    ok    ok    ok    ok
  GET /api/v1/get-ethnic-category                        ok    ok    ok    ok    ok    ok    ok    ok
  GET /api/v1/get-form-fields-personal-info              404   ok    404   ok    404   ok    404   404
  POST /api/v1/save-personal-info                        404   ok    404   ok    404   ok    404   404
  POST /api/v1/save-enroller-code                        404   ok    404   ok    404   ok    404   404
  GET /api/v1/get-form-fields-contact-info               404   ok    404   ok    404   ok    404   404
  POST /api/v1/save-contact-info                         404   ok    404   ok    404   ok    404   404
  GET /api/v1/get-form-fields-employer-info              404   ok    404   ok    404   ok    404   404
  GET /api/v1/get-group-info                             404   ok    404   ok    404   ok    404   404
  GET /api/v1/get-average-work-week                      ok    ok    ok    ok    ok    ok    ok    ok
  GET /api/v1/get-employment-status                      ok    ok    ok    ok    ok    ok    ok    ok
  GET /api/v1/get-compensation-types                     ok    ok    ok    ok    ok    ok    ok    ok
  GET /api/v1/get-vacation-policy                        404   ok    404   ok    404   ok    404   404
  GET /api/v1/get-bargaining-unit                        404   ok    404   ok    404   ok    404   404
  GET /api/v1/get-holiday-policy                         404   ok    404   ok    404   ok    404   404
  POST /api/v1/save-employer-info                        404   ok    404   ok    404   ok    404   404
  GET /api/v1/get-zip-state                              ok    ok    ok    ok    ok    ok    ok    ok
  GET /api/v1/get-form-fields-billing-info               404   ok    404   ok    404   ok    404   404
  GET /api/v1/get-bill-date                              404   ok    404   ok    404   ok    404   404
  GET /api/v1/get-payment-method                         404   ok    404   ok    404   ok    404   404
  GET /api/v1/get-existing-bank-info                     404   ok    404   ok    404   ok    404   404
  GET /api/v1/get-existing-card-info                     404   ok    404   ok    404   ok    404   404
  GET /api/v1/get-billing-text                           404   ok    404   ok    404   ok    404   404
  POST /api/v1/save-billing-info                         404   ok    404   ok    404   ok    404   404
  POST /api/v1/save-billing-info-existing                404   ok    404   ok    404   ok    404   404
  GET /api/v1/get-cart-count                             404   ok    404   ok    404   ok    404   404
  GET /api/v1/get-cart-amount                            404   ok    404   ok    404   ok    404   404
  GET /api/v1/get-plan-cart                              404   ok    404   ok    404   ok    404   404
  GET /api/v1/get-cart-effective-dates                   404   ok    404   ok    404   ok    404   404
  POST /api/v1/cart-checkout                             404   ok    404   ok    404   ok    404   404
  GET /api/v1/remove-plan-from-cart                      404   ok    404   ok    404   ok    404   404
  POST /api/v1/reprice-cart-for-zip                      404   ok    404   ok    404   ok    404   404
  GET /api/v1/validate-phone-numverify                   ok    ok    ok    ok    ok    ok    ok    ok
  POST /api/v1/validate-email-neverbounce                ok    ok    ok    ok    ok    ok    ok    ok
  POST /api/v1/validate-member-email                     404   ok    404   ok    404   ok    404   404
  GET /api/v3/routing-number-bank-lookup                 ok    ok    ok    ok    ok    ok    ok    ok
  GET /api/v1/nearest-zip-code                           ok    ok    ok    ok    ok    ok    ok    ok
  GET /api/v1/get-form-fields-beneficiary-info           404   ok    404   ok    404   ok    404   404
  GET /api/v1/get-beneficiary-relationships              ok    ok    ok    ok    ok    ok    ok    ok
  GET /api/v1/get-beneficiaries-existing-user-enrollment 404   ok    404   ok    404   ok    404   404
  POST /api/v1/validate-single-beneficiary               404   ok    404   ok    404   ok    404   404
  POST /api/v1/save-beneficiary-info                     404   ok    404   ok    404   ok    404   404
  GET /api/v1/get-form-fields-dependent-primary-info     404   ok    404   ok    404   ok    404   404
  GET /api/v1/get-health-questions-dependent-info        404   ok    404   ok    404   ok    404   404
  GET /api/v1/get-dependents-existing-user-enrollment    404   ok    404   ok    404   ok    404   404
  POST /api/v1/validate-single-dependent                 404   ok    404   ok    404   ok    404   404
  POST /api/v1/save-dependent-info                       404   ok    404   ok    404   ok    404   404
  POST /api/v1/save-dependent-info-to-temp               404   ok    404   ok    404   ok    404   404
  POST /api/v1/delete-dependent-in-IO                    404   ok    404   ok    404   ok    404   404
  GET /api/v1/get-health-questions-primary-health-info   404   ok    404   ok    404   ok    404   404
  GET /api/v1/get-existing-primary-health-info           404   ok    404   ok    404   ok    404   404
  POST /api/v1/save-primary-health-info                  404   ok    404   ok    404   ok    404   404
  POST /api/v1/save-review-info                          404   ok    404   ok    404   ok    404   404
  GET /api/v1/get-review-summary                         404   ok    404   ok    404   ok    404   404
  GET /api/v1/get-receipt                                404   ok    404   ok    404   ok    404   404
  GET /api/v1/get-agreement-texts                        404   ok    404   ok    404   ok    404   404
  GET /api/v1/get-form-fields-agreement-info             404   ok    404   ok    404   ok    404   404
  POST /api/v1/save-agreement-info                       404   ok    404   ok    404   ok    404   404
  POST /api/v1/send-agreement-verification-code          404   ok    404   ok    404   ok    404   404
  POST /api/v1/auth/sign-out                             ok    ok    ok    ok    ok    ok    ok    ok
  POST /api/v1/end-enrollment-hold                       ok    ok    ok    ok    ok    ok    ok    ok
`;

const table = new Map<string, Access[]>(
  MATRIX.trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [method, path, ...cells] = line.trim().split(/\s+/);
      return [`${method} ${path}`, cells as Access[]] as const;
    }),
);

let t: TestApp;
let world: ActorWorld;
let ids: SampleIds;
beforeAll(async () => {
  t = await createTestApp();
  world = await createActorWorld(t);
  ids = await sampleIdsOf(t, world);
});
afterAll(() => t.close());

/**
 * Sign-out and Start over last: they end the staff sessions and the owner's hold the other rows use
 * (given back after each).
 */
const endsHolds = (call: CallDefinition) => call.path.endsWith('/sign-out') || call.path.endsWith('/end-enrollment-hold');
const walkOrder = (calls: CallDefinition[]) => [...calls].sort((a, b) => Number(endsHolds(a)) - Number(endsHolds(b)));

/** A row as the table writes it, so a failure shows the row that differs. */
const rowOf = (cells: readonly string[]): string => ACTORS.map((actor, index) => `${actor} ${cells[index] ?? '?'}`).join('  ');

/** The member's and the enrollment's details that no refusal may show. */
const SECRETS = ['Carter', 'emily.carter', '512483921', '3921', '1985', '75201'];

describe('access matrix: every call × every actor', () => {
  it('has one row for every call the domain defines, each with a known answer for each actor', () => {
    expect([...table.keys()].sort()).toEqual(ALL_CALLS.map(keyOf).sort());
    for (const [key, cells] of table) {
      expect(cells, key).toHaveLength(ACTORS.length);
      for (const cell of cells) expect(ACCESS_VALUES, key).toContain(cell);
    }
  });

  describe('answers each call for each actor as the table says, and no refusal shows any data', () => {
    for (const call of walkOrder(ALL_CALLS)) {
      it(keyOf(call), async () => {
        const answers: Answered[] = [];
        const leaks: string[] = [];
        for (const actor of ACTORS) {
          const res = await world.as(actor, requestFor(call, ids));
          answers.push(accessOf(res));
          if (accessOf(res) !== 'ok') leaks.push(...leaksOfRefusal(res, SECRETS).map((leak) => `${actor}: ${leak}`));
        }
        if (call.path.endsWith('/sign-out')) await world.signStaffIn();
        if (call.path.endsWith('/end-enrollment-hold')) await world.restoreOwner();
        const expected: string = rowOf(table.get(keyOf(call)) ?? []);
        expect(rowOf(answers)).toBe(expected);
        expect(leaks).toEqual([]);
      });
    }
  });
});

/** The same uuid with its last hex digit moved by one: the id a counter would try next. */
const neighbourOf = (uuid: string) => uuid.slice(0, -1) + ((parseInt(uuid.slice(-1), 16) + 1) % 16).toString(16);
const takesAny = (call: CallDefinition, names: string[]) => inputNames(call).some((name) => names.includes(name));
const expectedOf = (call: CallDefinition, actor: Actor) => table.get(keyOf(call))![ACTORS.indexOf(actor)];
/** Deep-link tokens are sealed with a fresh IV each time (`v1.<iv>.<tag>.<data>`): compared as one placeholder. */
/** Sealed values (`v2.<keyId>.<iv>.<tag>.<data>`) differ each time they are made: compared as one word. */
const unsealed = (body: string) => body.replace(/v2\.[\w-]+\.[\w-]+\.[\w-]+\.[\w-]+/g, 'sealed');
const errorOf = (res: { json: () => unknown }) => (res.json() as { data: { target_element: string; error_message: string }[] }).data;

describe('counting or guessing ids gets nothing', () => {
  const enrollmentCalls = () =>
    ALL_CALLS.filter(
      (call) => takesAny(call, ['enrollment_id', 'tempId']) && expectedOf(call, 'repA') === 'ok' && expectedOf(call, 'other') === '404',
    );

  it("answers a neighbouring or random enrollment id 'Enrollment not found', even to its holders", async () => {
    expect(enrollmentCalls().length).toBeGreaterThan(70);
    const wrong: string[] = [];
    for (const call of enrollmentCalls()) {
      for (const [actor, enrollmentId] of [
        ['owner', neighbourOf(ids.enrollmentId)],
        ['repA', randomUUID()],
      ] as const) {
        const res = await world.as(actor, requestFor(call, { ...ids, enrollmentId }));
        if (accessOf(res) !== '404' || leaksOfRefusal(res, SECRETS).length > 0)
          wrong.push(`${keyOf(call)} as ${actor}: ${res.statusCode} ${res.body.slice(0, 100)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("answers a neighbouring or random member id 'Member not found' to staff and 401 to a member link holder", async () => {
    const memberCalls = ALL_CALLS.filter((call) => takesAny(call, ['user_id']) && expectedOf(call, 'anon') === '401');
    expect(memberCalls.map(keyOf).sort()).toEqual([
      'GET /api/v1/get-member-info',
      'POST /api/v1/add-filter-for-existing-user',
      'POST /api/v1/add-filter-for-member',
      'POST /api/v1/issue-member-link',
      'POST /api/v1/revoke-member-links',
    ]);
    for (const call of memberCalls) {
      for (const memberId of [neighbourOf(ids.memberId), randomUUID()]) {
        const asRep = await world.as('repA', requestFor(call, { ...ids, memberId }));
        expect(errorOf(asRep), keyOf(call)).toEqual([{ target_element: 'user_id', error_message: 'Member not found' }]);
        expect(asRep.statusCode, keyOf(call)).toBe(404);
        const asLink = await world.as('link', requestFor(call, { ...ids, memberId }));
        expect(asLink.statusCode, keyOf(call)).toBe(401);
        expect(leaksOfRefusal(asLink, SECRETS), keyOf(call)).toEqual([]);
      }
    }
  });

  it("answers another member's or an unknown policy id alike: 'Policy not found'", async () => {
    const rows = await t.database.db.select({ id: policies.id, memberId: policies.memberId }).from(policies);
    const foreign = rows.find((row) => row.memberId !== ids.memberId)!;
    const call = requestFor(AddFilterForExistingUserCall, ids);
    const answers = await Promise.all(
      [foreign.id, Math.max(...rows.map((row) => row.id)) + 1].map((policyId) =>
        world.as('repA', { ...call, payload: { ...(call.payload as object), policy_id: policyId } }),
      ),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toEqual([{ target_element: 'policy_id', error_message: 'Policy not found' }]);
    }
  });

  it('answers made-up continue codes, quote links, continue links and member links as unknown, with no data', async () => {
    const code = (seed: number) =>
      Array.from(
        { length: CONTINUE_CODE_LENGTH },
        (_, i) => CONTINUE_CODE_ALPHABET[(seed * 7 + i * 13) % CONTINUE_CODE_ALPHABET.length],
      ).join('');
    const token = () => randomBytes(32).toString('base64url');
    const [body, signature] = ids.memberToken.split('.');
    const tampered = `${body}.${signature!.slice(0, -2)}${signature!.slice(-2) === 'AA' ? 'AB' : 'AA'}`;
    const tries: [string, InjectOptions, number, string][] = [
      ...[1, 2].map((seed): [string, InjectOptions, number, string] => [
        'continue code',
        { method: 'POST', url: '/api/v1/continue-enrollment', payload: { code: code(seed), email: 'shopper@mail.example' } },
        400,
        RESUME_MESSAGES.notOpened,
      ]),
      ['quote link', { url: `/api/v1/quote/${token()}` }, 404, 'This quote link is not valid'],
      [
        'quote link enroll',
        { method: 'POST', url: `/api/v1/quote/${token()}/enroll`, payload: { dob: '01/01/1990' } },
        404,
        'This quote link is not valid',
      ],
      ['continue link', { url: `/api/v1/direct-continue/${token()}` }, 404, RESUME_MESSAGES.unknownLink],
      ['signing link', { url: `/api/v1/signing/${token()}` }, 404, SIGNING_MESSAGES.linkInvalid],
      [
        'signing link, signed',
        { method: 'POST', url: `/api/v1/signing/${token()}`, payload: { consents: {}, signature: '' } },
        404,
        SIGNING_MESSAGES.linkInvalid,
      ],
      ['not-me link', { method: 'POST', url: `/api/v1/not-me/${token()}` }, 404, SIGNING_MESSAGES.notMeInvalid],
      [
        'member link',
        { url: `/api/v1/get-member-info?user_id=${ids.memberId}&member_token=${token()}.${token()}` },
        403,
        MEMBER_LINK_MESSAGES.invalid,
      ],
      [
        'altered member link',
        { url: `/api/v1/get-member-info?user_id=${ids.memberId}&member_token=${tampered}` },
        403,
        MEMBER_LINK_MESSAGES.invalid,
      ],
    ];
    for (const [what, request, status, message] of tries) {
      const res = await world.as('other', request);
      expect(res.statusCode, what).toBe(status);
      expect(
        errorOf(res).map((e) => e.error_message),
        what,
      ).toEqual([message]);
      expect(leaksOfRefusal(res, SECRETS), what).toEqual([]);
    }
  });

  it("shows a shopper the same with someone else's enrollment or member id as with a made-up one", async () => {
    const narrowing = ALL_CALLS.filter(
      (call) => call.method === 'GET' && takesAny(call, ['enrollment_id', 'user_id', 'userID']) && expectedOf(call, 'other') === 'ok',
    );
    expect(narrowing.length).toBeGreaterThan(3);
    const differing: string[] = [];
    for (const call of narrowing) {
      const real = await world.as('other', requestFor(call, ids));
      const madeUp = await world.as('other', requestFor(call, { ...ids, enrollmentId: randomUUID(), memberId: randomUUID() }));
      if (unsealed(real.body) !== unsealed(madeUp.body)) differing.push(keyOf(call));
    }
    expect(differing).toEqual([]);
  });
});
