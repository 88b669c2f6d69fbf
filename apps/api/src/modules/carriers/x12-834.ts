/**
 * The ANSI X12 834 benefit enrollment file, implementation guide 005010X220A1 (docs/decisions/0054),
 * written and read back with node-x12: one interchange, one functional group, one transaction set;
 * the SE, GE and IEA counts are node-x12's. Every member is an addition (INS03 021, HD01 021).
 */
import { STORE_TIME_ZONE } from '@benefit-store/domain';
import { X12Interchange, X12Parser, type X12Segment } from 'node-x12';
import { coveredDependents, type Coverage, type Dependent, type Person, type Subscriber } from './enrollment-file';

export const X12_VERSION = '005010X220A1';
/** ISA06 / GS02 and the sponsor's id: who sends the file. */
export const SENDER_ID = 'BENEFITSTORE';
const SENDER_NAME = 'Benefit Store';

export type ControlNumbers = { interchange: number; group: number; transaction: number };
export type Envelope = { carrierCode: string; carrierName: string; control: ControlNumbers; at: Date };

const RELATIONSHIP = { self: '18', spouse: '01', child: '19' } as const;
const GENDER: Record<string, string> = { '0': 'M', '1': 'F' };
const COVERAGE_LEVEL = { IO: 'EMP', IS: 'ESP', IC: 'ECH', IF: 'FAM' } as const;
/** HD03 insurance line; the lines the guide has no code for go as HLT, the plan code (HD04) telling them apart. */
const INSURANCE_LINE: Record<string, string> = { dental: 'DEN', vision: 'VIS', rx: 'PDG', di: 'LTD' };

const stamp = new Intl.DateTimeFormat('en-CA', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** CCYYMMDD and HHMM of the store's clock. */
function dateAndTime(at: Date): { date: string; time: string } {
  const part = Object.fromEntries(stamp.formatToParts(at).map((p) => [p.type, p.value]));
  return { date: `${part.year}${part.month}${part.day}`, time: `${part.hour}${part.minute}` };
}

const d8 = (iso: string) => iso.replaceAll('-', '');
/** A value with the file's separators (and line breaks) taken out, at most `max` characters. */
const clean = (value: string | null | undefined, max = 60) =>
  (value ?? '')
    .replace(/[*~:^\r\n]/g, ' ')
    .trim()
    .slice(0, max);

/** The segment's elements without the empty ones at its end. */
function trimmed(elements: string[]): string[] {
  const out = [...elements];
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out;
}

function personSegments(person: Person): [string, string[]][] {
  return [
    [
      'NM1',
      trimmed([
        'IL',
        '1',
        clean(person.lastName),
        clean(person.firstName, 35),
        clean(person.middleName, 25),
        '',
        '',
        person.ssn ? '34' : '',
        person.ssn ?? '',
      ]),
    ],
  ];
}

function coverageSegments(coverage: Coverage): [string, string[]][] {
  return [
    ['HD', ['021', '', INSURANCE_LINE[coverage.category] ?? 'HLT', clean(coverage.planCode, 50), COVERAGE_LEVEL[coverage.tier]]],
    ['DTP', ['348', 'D8', d8(coverage.effectiveDate)]],
    ['REF', ['1L', String(coverage.policyId)]],
  ];
}

const demographics = (person: Person): [string, string[]] => ['DMG', ['D8', d8(person.birthdate), GENDER[person.gender] ?? 'U']];

function subscriberLoop(subscriber: Subscriber): [string, string[]][] {
  const eligibleFrom = subscriber.coverages.map((c) => c.effectiveDate).sort()[0]!;
  return [
    ['INS', ['Y', RELATIONSHIP.self, '021', '28', 'A', '', '', 'AC']],
    ['REF', ['0F', subscriber.memberId]],
    ['DTP', ['356', 'D8', d8(eligibleFrom)]],
    ...personSegments(subscriber),
    ...(subscriber.phone || subscriber.email
      ? [['PER', trimmed(['IP', '', 'HP', clean(subscriber.phone, 80), 'EM', clean(subscriber.email, 80)])] as [string, string[]]]
      : []),
    ['N3', trimmed([clean(subscriber.address1, 55), clean(subscriber.address2, 55)])],
    ['N4', [clean(subscriber.city, 30), clean(subscriber.state, 2), clean(subscriber.zip, 15)]],
    demographics(subscriber),
    ...subscriber.coverages.flatMap(coverageSegments),
  ];
}

function dependentLoop(subscriber: Subscriber, dependent: Dependent, coverages: Coverage[]): [string, string[]][] {
  return [
    ['INS', ['N', RELATIONSHIP[dependent.relationship], '021', '28', 'A']],
    ['REF', ['0F', subscriber.memberId]],
    ...personSegments(dependent),
    demographics(dependent),
    ...coverages.flatMap(coverageSegments),
  ];
}

/** The coverages of a subscriber whose tier covers this dependent. */
const coveragesOf = (subscriber: Subscriber, dependent: Dependent) =>
  subscriber.coverages.filter((coverage) => coveredDependents(coverage.tier, [dependent]).length > 0);

/** The 834 text, one segment a line. */
export function write834(envelope: Envelope, subscribers: readonly Subscriber[]): string {
  const { date, time } = dateAndTime(envelope.at);
  const interchange = new X12Interchange({
    segmentTerminator: '~',
    elementDelimiter: '*',
    subElementDelimiter: ':',
    endOfLine: '\n',
    format: true,
  });
  interchange.setHeader([
    '00',
    ''.padEnd(10),
    '00',
    ''.padEnd(10),
    'ZZ',
    SENDER_ID.padEnd(15),
    'ZZ',
    envelope.carrierCode.padEnd(15),
    date.slice(2),
    time,
    '^',
    '00501',
    String(envelope.control.interchange).padStart(9, '0'),
    '0',
    'P',
    ':',
  ]);
  const group = interchange.addFunctionalGroup();
  group.setHeader(['BE', SENDER_ID, envelope.carrierCode, date, time, String(envelope.control.group), 'X', X12_VERSION]);
  const transaction = group.addTransaction();
  transaction.setHeader(['834', String(envelope.control.transaction).padStart(4, '0'), X12_VERSION]);
  const segments: [string, string[]][] = [
    ['BGN', ['00', `BS${envelope.control.transaction}`, date, time, '', '', '', '2']],
    ['N1', ['P5', SENDER_NAME, 'ZZ', SENDER_ID]],
    ['N1', ['IN', clean(envelope.carrierName), '94', envelope.carrierCode]],
  ];
  for (const subscriber of subscribers) {
    segments.push(...subscriberLoop(subscriber));
    for (const dependent of subscriber.dependents) {
      const covered = coveragesOf(subscriber, dependent);
      if (covered.length) segments.push(...dependentLoop(subscriber, dependent, covered));
    }
  }
  for (const [tag, elements] of segments) transaction.addSegment(tag, elements);
  return `${interchange.toString()}\n`;
}

/** One member loop of an 834 as read back. */
export type Member834 = {
  subscriber: boolean;
  relationship: string;
  subscriberId: string;
  lastName: string;
  firstName: string;
  ssn: string | null;
  birthdate: string;
  gender: string;
  coverages: { line: string; planCode: string; level: string; effectiveDate: string; policyId: string }[];
};

export type Read834 = { control: ControlNumbers; receiverId: string; members: Member834[] };

const value = (segment: X12Segment, position: number) => segment.valueOf(position, '') ?? '';
const isoFromD8 = (d8Value: string) => `${d8Value.slice(0, 4)}-${d8Value.slice(4, 6)}-${d8Value.slice(6, 8)}`;

/** Reads an 834 back with node-x12's strict parser (which checks the envelope's counts and control numbers). */
export function read834(text: string): Read834 {
  const interchange = new X12Parser(true).parse(text) as X12Interchange;
  const group = interchange.functionalGroups[0]!;
  const transaction = group.transactions[0]!;
  const members: Member834[] = [];
  let member: Member834 | undefined;
  for (const segment of transaction.segments) {
    if (segment.tag === 'INS') {
      member = {
        subscriber: value(segment, 1) === 'Y',
        relationship: value(segment, 2),
        subscriberId: '',
        lastName: '',
        firstName: '',
        ssn: null,
        birthdate: '',
        gender: '',
        coverages: [],
      };
      members.push(member);
    } else if (!member) continue;
    else if (segment.tag === 'REF' && value(segment, 1) === '0F') member.subscriberId = value(segment, 2);
    else if (segment.tag === 'NM1' && value(segment, 1) === 'IL') {
      member.lastName = value(segment, 3);
      member.firstName = value(segment, 4);
      member.ssn = value(segment, 8) === '34' ? value(segment, 9) : null;
    } else if (segment.tag === 'DMG') {
      member.birthdate = isoFromD8(value(segment, 2));
      member.gender = value(segment, 3);
    } else if (segment.tag === 'HD')
      member.coverages.push({
        line: value(segment, 3),
        planCode: value(segment, 4),
        level: value(segment, 5),
        effectiveDate: '',
        policyId: '',
      });
    else if (segment.tag === 'DTP' && value(segment, 1) === '348') member.coverages.at(-1)!.effectiveDate = isoFromD8(value(segment, 3));
    else if (segment.tag === 'REF' && value(segment, 1) === '1L') member.coverages.at(-1)!.policyId = value(segment, 2);
  }
  return {
    control: {
      interchange: Number(interchange.header.valueOf(13)),
      group: Number(group.header.valueOf(6)),
      transaction: Number(transaction.header.valueOf(2)),
    },
    receiverId: interchange.header.valueOf(8)?.trim() ?? '',
    members,
  };
}
