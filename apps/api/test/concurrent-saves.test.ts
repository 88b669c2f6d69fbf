/**
 * DESIGN §6 "two tabs saving one enrollment cannot corrupt it" (docs/decisions/0061):
 * two browsers hold one enrollment (the second by its continue code) and save at the same moment.
 * The stored step is always one browser's whole save, the one answered with the later version; a
 * save made from what was stored (a masked number, a counter) starts from the other's result.
 * PGlite in memory; the PostgreSQL server of DATABASE_URL when set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGREEMENT_TEXTS, type TabData, type Tier } from '@benefit-store/domain';
import { createTestApp, type TestApp } from './test-app';
import { addCartItemFixture, createEnrollmentFixture } from './fixtures';
import { PERSONAL_INFO_BODY } from './wire-bodies';
import { DEMO_AGENT_CODE } from '../src/db/seed/demo-ids';
import { outboxMail } from './outbox-mail';
import { createDataCipher } from '../src/lib/data-cipher';
import { readEnrollmentTabs, saveEnrollmentTab } from '../src/modules/enrollment/index';

type Cookies = Record<string, string>;
type Answer = Awaited<ReturnType<TestApp['call']>>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every call from an address of its own: saving for later and continuing are limited per address. */
let lastAddress = 0;
const nextAddress = () => `203.0.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;
const post = (url: string, payload: object, cookies: Cookies) =>
  t.call({ method: 'POST', url, payload, cookies, remoteAddress: nextAddress() });

/**
 * An enrollment held by two browsers: the one that started it, and a second one that continued it
 * with the code e-mailed by save-enrollment (as on another computer).
 */
let lastEmail = 0;
async function heldByTwoBrowsers({ tier = 'IO', plan }: { tier?: Tier; plan?: string } = {}) {
  const filter = { zip: '75201', state: 'TX', dob: '1985-04-12', gender: '1', tier };
  const { enrollmentId, cookies: first } = await createEnrollmentFixture(t.database.db, { filter });
  if (plan) await addCartItemFixture(t.database.db, enrollmentId, plan);
  const email = `two.browsers.${++lastEmail}@example.com`;
  expect((await post('/api/v1/save-enrollment', { enrollment_id: enrollmentId, email, tab: 'primary_info' }, first)).statusCode).toBe(200);
  const [mail] = await outboxMail(t, { to: email });
  const code = /Your enrollment code: ([A-Z0-9]{8})/.exec(mail!.text)![1]!;
  const continued = await t.call({
    method: 'POST',
    url: '/api/v1/continue-enrollment',
    payload: { code, email },
    remoteAddress: nextAddress(),
  });
  expect(continued.statusCode).toBe(200);
  const second = { bs_browser: continued.cookies.find((c) => c.name === 'bs_browser')!.value };
  return { enrollmentId, email, first, second };
}

const storedTabs = async (enrollmentId: string): Promise<Partial<TabData>> =>
  (await readEnrollmentTabs(t.database.db, createDataCipher(t.env.dataKeys), enrollmentId)).tabs;
const versionOf = (answer: Answer) => answer.json<{ data: { version: number } }>().data.version;

/** Both saves at once; both are answered 200 with versions one after the other, and the later one is stored whole. */
async function raceWholeSaves<T>(send: (browser: Cookies, body: T) => Promise<Answer>, browsers: [Cookies, Cookies], bodies: [T, T]) {
  const answers = await Promise.all([send(browsers[0], bodies[0]), send(browsers[1], bodies[1])]);
  for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
  const versions = answers.map(versionOf);
  expect(Math.abs(versions[0]! - versions[1]!)).toBe(1);
  return versions[0]! > versions[1]! ? 0 : 1;
}

const ROUNDS = 4;

describe(`two browsers saving one step at the same moment (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('personal and contact information: the stored step is exactly the later save, never a mix', async () => {
    const held = await heldByTwoBrowsers();
    const browsers: [Cookies, Cookies] = [held.first, held.second];
    const person = (name: string, ssn: string, weight: string) => ({
      ...PERSONAL_INFO_BODY,
      first_name: name,
      last_name: `${name}son`,
      ssn,
      weight,
    });
    const contact = (street: string) => ({
      address1: street,
      city: 'Dallas',
      state: 'TX',
      zip: '75201',
      phone_number: '2145550100',
      email_address: `${street.replaceAll(' ', '.')}@example.com`,
    });
    for (let round = 0; round < ROUNDS; round++) {
      const people: [ReturnType<typeof person>, ReturnType<typeof person>] = [
        person(`Alpha${round}`, `11122${round}333`, '150'),
        person(`Beta${round}`, `44455${round}666`, '210'),
      ];
      const savePerson = (browser: Cookies, body: object) =>
        post('/api/v1/save-personal-info', { ...body, enrollment_id: held.enrollmentId }, browser);
      const personWinner = people[await raceWholeSaves(savePerson, browsers, people)];
      expect((await storedTabs(held.enrollmentId)).primary_info).toMatchObject({
        first_name: personWinner.first_name,
        last_name: personWinner.last_name,
        ssn: personWinner.ssn,
        weight: Number(personWinner.weight),
      });

      const places: [ReturnType<typeof contact>, ReturnType<typeof contact>] = [contact(`${round} North St`), contact(`${round} South St`)];
      const saveContact = (browser: Cookies, body: object) =>
        post('/api/v1/save-contact-info', { ...body, enrollment_id: held.enrollmentId }, browser);
      const placeWinner = places[await raceWholeSaves(saveContact, browsers, places)];
      expect((await storedTabs(held.enrollmentId)).contact_info).toMatchObject({
        address1: placeWinner.address1,
        email_address: placeWinner.email_address,
      });
    }
  });

  it('beneficiaries and dependents (lists): the stored list is exactly the later save, never a mix of the two', async () => {
    const life = await heldByTwoBrowsers({ plan: 'TL401' });
    const beneficiary = (first_name: string, percentage: string) => ({
      beneficiary_id: '',
      first_name,
      middle_name: '',
      last_name: 'Lopez',
      birthdate: '02/03/1990',
      ssn: '',
      relationship: 'Child',
      beneficiary_percentage: percentage,
    });
    const family = (child: string, ssn: string) => ({
      primary_info: {
        dependent_id: '',
        first_name: child,
        middle_name: '',
        last_name: 'Lopez',
        gender: '1',
        birthdate: '05/06/2015',
        ssn,
        relationship: 'child',
        weight: '',
        height_feet: '',
        height_inch: '',
        employed: '0',
      },
    });
    const dental = await heldByTwoBrowsers({ tier: 'IC', plan: 'DN101' });
    for (let round = 0; round < ROUNDS; round++) {
      const lists: [object[], object[]] = [
        [beneficiary(`Ann${round}`, '60'), beneficiary(`Bob${round}`, '40')],
        [beneficiary(`Cat${round}`, '50'), beneficiary(`Dan${round}`, '25'), beneficiary(`Eve${round}`, '25')],
      ];
      const saveList = (browser: Cookies, beneficiaries: object[]) =>
        post('/api/v1/save-beneficiary-info', { enrollment_id: life.enrollmentId, beneficiaries }, browser);
      const winner = lists[await raceWholeSaves(saveList, [life.first, life.second], lists)];
      const stored = (await storedTabs(life.enrollmentId)).beneficiary_info!.beneficiaries.map((b) => b.first_name);
      expect(stored).toEqual(winner.map((b) => (b as { first_name: string }).first_name));

      const children: [object[], object[]] = [
        [family(`Gus${round}`, '123450001'), family(`Hal${round}`, '123450002')],
        [family(`Ivy${round}`, '123450003'), family(`Jo${round}`, '123450004'), family(`Kim${round}`, '123450005')],
      ];
      const url = round % 2 === 0 ? '/api/v1/save-dependent-info' : '/api/v1/save-dependent-info-to-temp';
      const saveChildren = (browser: Cookies, dependents: object[]) =>
        post(url, { enrollment_id: dental.enrollmentId, dependents }, browser);
      const answers = await Promise.all([saveChildren(dental.first, children[0]), saveChildren(dental.second, children[1])]);
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      const storedChildren = (await storedTabs(dental.enrollmentId)).dependent_info!.dependents.map((d) => d.primary_info.first_name);
      expect(
        [children[0], children[1]].map((list) => list.map((d) => (d as ReturnType<typeof family>).primary_info.first_name)),
      ).toContainEqual(storedChildren);
    }
  });

  it('a masked SSN sent back by the other window never puts back the number this window replaced', async () => {
    const held = await heldByTwoBrowsers();
    const savePerson = (browser: Cookies, body: object) =>
      post('/api/v1/save-personal-info', { ...body, enrollment_id: held.enrollmentId }, browser);
    for (let round = 0; round < ROUNDS; round++) {
      const onFile = `48765${round}432`;
      expect((await savePerson(held.first, { ...PERSONAL_INFO_BODY, ssn: onFile })).statusCode).toBe(200);
      // Both windows show xxxxx…: the first types a new number, the second changes the name and sends the mask back.
      const replacement = `24680${round}135`;
      const [typed, masked] = await Promise.all([
        savePerson(held.first, { ...PERSONAL_INFO_BODY, first_name: 'Typed', ssn: replacement }),
        savePerson(held.second, { ...PERSONAL_INFO_BODY, first_name: 'Masked', ssn: `xxxxx${onFile.slice(-4)}` }),
      ]);
      expect(typed.statusCode).toBe(200);
      const stored = (await storedTabs(held.enrollmentId)).primary_info!;
      expect(stored.ssn).toBe(replacement);
      if (masked.statusCode === 200) {
        // It was saved first, then replaced whole by the typed number's save.
        expect(versionOf(masked)).toBeLessThan(versionOf(typed));
        expect(stored.first_name).toBe('Typed');
      } else {
        // Saved after it: the mask it sent is of a number no longer on file, a clear conflict.
        expect(masked.statusCode).toBe(409);
        expect(masked.json().data).toEqual([
          {
            target_element: 'ssn',
            error_message: 'This enrollment was changed in another window. Please reload to see the latest version.',
          },
        ]);
      }
    }
  });
});

describe('agreement verification codes tried from two browsers at once', () => {
  const consents = Object.fromEntries(AGREEMENT_TEXTS.map((text) => [text.text_id, true]));
  const repAnswer = { agent_code: DEMO_AGENT_CODE, answer: '04/12/1985', consents };

  /** A rep enrollment with its personal and contact steps, and a code sent to the applicant (answered). */
  async function withCodeSent() {
    const held = await heldByTwoBrowsers();
    const cipher = createDataCipher(t.env.dataKeys);
    const asOf = new Date();
    await saveEnrollmentTab(t.database.db, cipher, {
      enrollmentId: held.enrollmentId,
      tab: 'primary_info',
      data: { first_name: 'Maria', middle_name: null, last_name: 'Lopez', birthdate: '04/12/1985', gender: '1' },
      asOf,
    });
    const contact = {
      address1: '1 Elm St',
      city: 'Dallas',
      state: 'TX',
      zip: '75201',
      phone_number: '2145550100',
      email_address: held.email,
    };
    await saveEnrollmentTab(t.database.db, cipher, { enrollmentId: held.enrollmentId, tab: 'contact_info', data: contact, asOf });
    expect((await post('/api/v1/send-agreement-verification-code', { enrollment_id: held.enrollmentId }, held.first)).statusCode).toBe(200);
    const [mail] = await outboxMail(t, { to: held.email, kind: 'agreement_code' });
    const code = /\n(\d{6})\n/.exec(mail!.text)![1]!;
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const save = (browser: Cookies, verification_code: string) =>
      post('/api/v1/save-agreement-info', { ...repAnswer, enrollment_id: held.enrollmentId, verification_code }, browser);
    return { ...held, code, wrong, save };
  }
  const messageOf = (answer: Answer) => answer.json<{ data: { error_message: string }[] }>().data[0]?.error_message;

  it('counts every wrong code: of 12 guesses sent at once, 5 are tried and the rest find the code used up', async () => {
    const held = await withCodeSent();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => held.save(i % 2 ? held.second : held.first, held.wrong(i))));
    const messages = answers.map(messageOf);
    expect(messages.filter((m) => m === 'The verification code is not correct')).toHaveLength(5);
    expect(messages.filter((m) => m === 'The verification code has expired. Please send a new one.')).toHaveLength(7);
    expect((await storedTabs(held.enrollmentId)).agreement_info!.verification!.wrong_tries).toBe(5);
    // Used up: the right code no longer works either.
    expect(messageOf(await held.save(held.first, held.code))).toBe('The verification code has expired. Please send a new one.');
  });

  it('keeps the agreement one browser signed while the other sends wrong codes (a wrong try never writes back what it read before)', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const held = await withCodeSent();
      const [signed] = await Promise.all([
        held.save(held.first, held.code),
        ...Array.from({ length: 3 }, (_, i) => held.save(held.second, held.wrong(i))),
      ]);
      expect(signed.statusCode, signed.body).toBe(200);
      const stored = (await storedTabs(held.enrollmentId)).agreement_info!;
      expect(stored).toMatchObject({ verification: null, mode: 'rep', agent_code: DEMO_AGENT_CODE });
      expect(stored.signed_at).toEqual(expect.any(String));
    }
  });
});
