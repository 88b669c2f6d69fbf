import { randomUUID } from 'node:crypto';
import type { HealthInfo, Tier } from '@benefit-store/domain';
import { sealedAt, type DataCipher } from '../../lib/data-cipher';
import { sealMemberContact, sealMemberValue } from '../../lib/member-contact';
import { drawSerialIds } from '../draw-ids';
import { memberBeneficiaries, memberDependents, memberEmployers, members, paymentMethods, policies, type MemberEthnicity } from '../schema';
import type { CatalogIndex } from './catalog';
import { ageOn, findRate } from './catalog/plan-seed';
import { DEMO_GROUP_IDS, DEMO_MEMBER_ID } from './demo-ids';
import { AGENT_IDS, DEMO_GROUPS, PORTAL_IDS } from './parties';
import { nextPolicyNumber, type SeedTx } from './seed-tx';

type DependentSeed = {
  relationship: 'spouse' | 'child';
  firstName: string;
  lastName: string;
  birthdate: string;
  gender: '0' | '1';
  ssn: string;
  heightFeet?: number;
  heightInch?: number;
  weight?: number;
  /** The dependent's last health answers (stored encrypted for re-enrollment prefill). */
  healthAnswers?: HealthInfo;
};

type EmployerSeed = Omit<typeof memberEmployers.$inferInsert, 'memberId'>;

type BeneficiarySeed = { firstName: string; lastName: string; relationship: string; percentage: number; birthdate?: string; ssn?: string };

type PaymentSeed =
  | {
      kind: 'bank';
      bankName: string;
      routingNumber: string;
      accountNumber: string;
      accountType: 'checking' | 'savings';
      accountName: string;
    }
  | { kind: 'card'; cardNumber: string; cardBrand: string; nameOnCard: string; expirationMonth: string; expirationYear: string };

type PolicySeed = {
  code: string;
  option?: number;
  tier: Tier;
  status: 'ACTIVE' | 'TERMINATED' | 'CANCELLED';
  effectiveDate: string;
  termDate?: string;
};

export type MemberSeed = {
  id: string;
  agentId: number;
  groupId: number | null;
  portalId: number;
  firstName: string;
  middleName?: string;
  lastName: string;
  birthdate: string;
  gender: '0' | '1';
  email: string;
  phone: string;
  ssn: string;
  address1: string;
  city: string;
  state: string;
  zip: string;
  zip4?: string;
  birthState?: string;
  birthCity?: string;
  heightFeet: number;
  heightInch: number;
  weight: number;
  maritalStatus: '0' | '1' | '2' | '3';
  ethnicity?: MemberEthnicity;
  /** Prior health coverage: a carrier and its dates, or `'none'`; absent when never asked. */
  priorCoverage?: { carrierName: string; effectiveDate: string; termDate?: string } | 'none';
  employer?: EmployerSeed;
  /** Whether the member answered health questions (stored encrypted for re-enrollment prefill). */
  answeredHealth?: boolean;
  dependents?: DependentSeed[];
  beneficiaries?: BeneficiarySeed[];
  payment: PaymentSeed;
  policies: PolicySeed[];
};

const acme = { agentId: AGENT_IDS.jsmith, groupId: DEMO_GROUP_IDS.acme, portalId: PORTAL_IDS.acme };
const checking = (bankName: string, routingNumber: string, accountNumber: string, accountName: string): PaymentSeed => ({
  kind: 'bank',
  bankName,
  routingNumber,
  accountNumber,
  accountType: 'checking',
  accountName,
});

/** The employer part a group's own record gives (name, phone, address, industry, holidays). */
function employerOfGroup(groupId: number): EmployerSeed {
  const group = DEMO_GROUPS.find((row) => row.id === groupId);
  if (!group) throw new Error(`demo seed: no group ${groupId}`);
  const { name, phone, address1, address2, city, state, zip, industry, holidayPolicy } = group;
  return { name, phone, address1, address2, city, state, zip, industry, holidayPolicy };
}

/** Current members: 7 at Acme (two pages of five), the rest spread over reps and groups. */
export const DEMO_MEMBERS: MemberSeed[] = [
  {
    id: DEMO_MEMBER_ID,
    ...acme,
    firstName: 'Emily',
    middleName: 'R',
    lastName: 'Carter',
    birthdate: '1986-03-14',
    gender: '1',
    email: 'emily.carter@mail.example',
    phone: '9725550134',
    ssn: '512483921',
    address1: '418 Rosewood Dr',
    city: 'Garland',
    state: 'TX',
    zip: '75041',
    zip4: '2817',
    birthState: 'OK',
    birthCity: 'Tulsa',
    heightFeet: 5,
    heightInch: 6,
    weight: 142,
    maritalStatus: '1',
    ethnicity: { categoryId: 12, otherType: 'Mixed heritage' },
    priorCoverage: { carrierName: 'Prairie Mutual Health', effectiveDate: '2019-01-01', termDate: '2024-12-31' },
    employer: {
      ...employerOfGroup(DEMO_GROUP_IDS.acme),
      averageWorkWeek: '40',
      employmentStartDate: '2016-08-15',
      occupation: 'Quality inspector',
      compensationType: 'Salary',
      employmentStatus: 'A',
      employeeCount: 640,
      vacationPolicy: '15 days',
      bargainingUnit: 'Non-union',
    },
    answeredHealth: true,
    dependents: [
      {
        relationship: 'spouse',
        firstName: 'Michael',
        lastName: 'Carter',
        birthdate: '1984-07-02',
        gender: '0',
        ssn: '514672380',
        heightFeet: 6,
        heightInch: 1,
        weight: 188,
        healthAnswers: {
          condition_questions: [
            {
              question_id: 141,
              yes_no_flag: '1',
              conditions: [
                {
                  health_condition: 'Asthma',
                  date_of_onset: '05/10/2009',
                  date_of_recovery: null,
                  is_treatment: '1',
                  is_medicate: '1',
                  d_last_seen: '02/03/2025',
                  symptoms: 'Seasonal shortness of breath',
                },
              ],
            },
            ...[142, 143, 144, 145, 146, 147].map((question_id) => ({ question_id, yes_no_flag: '0' as const, conditions: [] })),
          ],
          medication_question: {
            question_id: 150,
            yes_no_flag: '1',
            medications: [{ medication: 'Albuterol inhaler', dosage: '90 mcg as needed', medical_condition: 'Asthma' }],
          },
          notes: '',
        },
      },
      { relationship: 'child', firstName: 'Ava', lastName: 'Carter', birthdate: '2014-09-21', gender: '1', ssn: '627184930' },
      { relationship: 'child', firstName: 'Noah', lastName: 'Carter', birthdate: '2018-02-11', gender: '0', ssn: '627184931' },
    ],
    payment: checking('Trinity River Bank', '111901755', '4820019347', 'Emily Carter'),
    policies: [
      { code: 'DN101', tier: 'IF', status: 'ACTIVE', effectiveDate: '2025-01-01' },
      { code: 'VS201', tier: 'IF', status: 'ACTIVE', effectiveDate: '2025-01-01' },
      { code: 'AC111', tier: 'IF', status: 'ACTIVE', effectiveDate: '2025-03-15' },
      { code: 'HS121', tier: 'IO', status: 'TERMINATED', effectiveDate: '2023-06-01', termDate: '2024-12-31' },
    ],
  },
  {
    id: '18847257-030c-401e-b456-9d813056bb8b',
    ...acme,
    firstName: 'Marcus',
    lastName: 'Johnson',
    birthdate: '1979-08-22',
    gender: '0',
    email: 'marcus.johnson@mail.example',
    phone: '2145550172',
    ssn: '461228734',
    address1: '9021 Ferguson Rd',
    city: 'Dallas',
    state: 'TX',
    zip: '75228',
    heightFeet: 5,
    heightInch: 11,
    weight: 205,
    maritalStatus: '1',
    dependents: [
      {
        relationship: 'spouse',
        firstName: 'Tanya',
        lastName: 'Johnson',
        birthdate: '1981-04-30',
        gender: '1',
        ssn: '462193847',
        heightFeet: 5,
        heightInch: 5,
        weight: 150,
      },
    ],
    payment: checking('Lone Star Teachers Credit Union', '314074162', '00731184529', 'Marcus Johnson'),
    policies: [
      { code: 'DN104', tier: 'IS', status: 'ACTIVE', effectiveDate: '2024-12-01' },
      { code: 'LM502', tier: 'IS', status: 'ACTIVE', effectiveDate: '2024-12-01' },
      { code: 'DI901', option: 1, tier: 'IO', status: 'ACTIVE', effectiveDate: '2025-02-01' },
    ],
  },
  {
    id: '39a5a157-be15-4e4c-9f5f-13973a01cf3a',
    ...acme,
    firstName: 'Priya',
    lastName: 'Raman',
    birthdate: '1991-11-02',
    gender: '1',
    email: 'priya.raman@mail.example',
    phone: '4695550118',
    ssn: '589301246',
    address1: '6700 Preston Rd Apt 1214',
    city: 'Plano',
    state: 'TX',
    zip: '75024',
    heightFeet: 5,
    heightInch: 3,
    weight: 121,
    maritalStatus: '0',
    beneficiaries: [{ firstName: 'Lakshmi', lastName: 'Raman', relationship: 'Parent', percentage: 100, birthdate: '1963-05-18' }],
    payment: {
      kind: 'card',
      cardNumber: '4111111111111111',
      cardBrand: 'visa',
      nameOnCard: 'Priya Raman',
      expirationMonth: '08',
      expirationYear: '2029',
    },
    policies: [
      { code: 'DN101', option: 1, tier: 'IO', status: 'ACTIVE', effectiveDate: '2025-01-15' },
      { code: 'VS202', tier: 'IO', status: 'ACTIVE', effectiveDate: '2025-01-15' },
      { code: 'L713', tier: 'IO', status: 'ACTIVE', effectiveDate: '2025-01-15' },
    ],
  },
  {
    id: '4f0e85bd-7c63-4a50-970e-f13e63839589',
    ...acme,
    firstName: 'Robert',
    lastName: 'Nguyen',
    birthdate: '1968-05-30',
    gender: '0',
    email: 'robert.nguyen@mail.example',
    phone: '9725550191',
    ssn: '455072918',
    address1: '1520 Gus Thomasson Rd',
    city: 'Mesquite',
    state: 'TX',
    zip: '75150',
    heightFeet: 5,
    heightInch: 8,
    weight: 176,
    maritalStatus: '1',
    priorCoverage: 'none',
    answeredHealth: true,
    dependents: [
      {
        relationship: 'spouse',
        firstName: 'Linh',
        lastName: 'Nguyen',
        birthdate: '1970-10-14',
        gender: '1',
        ssn: '455190273',
        heightFeet: 5,
        heightInch: 2,
        weight: 118,
      },
    ],
    payment: checking('Trinity River Bank', '111901755', '3319027746', 'Robert Nguyen'),
    policies: [
      { code: 'MD301', option: 1, tier: 'IS', status: 'TERMINATED', effectiveDate: '2023-01-01', termDate: '2024-11-30' },
      { code: 'LM502', tier: 'IS', status: 'ACTIVE', effectiveDate: '2024-12-01' },
      { code: 'CI101', option: 1, tier: 'IO', status: 'ACTIVE', effectiveDate: '2024-12-01' },
    ],
  },
  {
    id: '85cb7f8a-0769-4732-8b13-d447e808aa8c',
    ...acme,
    firstName: 'Angela',
    lastName: 'Brooks',
    birthdate: '1975-01-19',
    gender: '1',
    email: 'angela.brooks@mail.example',
    phone: '9725550145',
    ssn: '530774102',
    address1: '3314 Naaman School Rd',
    city: 'Garland',
    state: 'TX',
    zip: '75043',
    heightFeet: 5,
    heightInch: 7,
    weight: 160,
    maritalStatus: '2',
    dependents: [
      { relationship: 'child', firstName: 'Jordan', lastName: 'Brooks', birthdate: '2009-06-03', gender: '0', ssn: '530881247' },
      { relationship: 'child', firstName: 'Kayla', lastName: 'Brooks', birthdate: '2012-10-27', gender: '1', ssn: '530881248' },
    ],
    payment: {
      kind: 'card',
      cardNumber: '5555555555554444',
      cardBrand: 'mastercard',
      nameOnCard: 'Angela Brooks',
      expirationMonth: '03',
      expirationYear: '2028',
    },
    policies: [
      { code: 'DN102', tier: 'IC', status: 'ACTIVE', effectiveDate: '2024-09-01' },
      { code: 'AC113', tier: 'IC', status: 'ACTIVE', effectiveDate: '2024-09-01' },
      { code: 'HS121', tier: 'IC', status: 'CANCELLED', effectiveDate: '2024-09-01', termDate: '2024-09-01' },
    ],
  },
  {
    id: '3e8505c5-768d-492f-8ffd-ecf16c1760a8',
    ...acme,
    firstName: 'Tyler',
    lastName: 'Henderson',
    birthdate: '1996-07-08',
    gender: '0',
    email: 'tyler.henderson@mail.example',
    phone: '4695550163',
    ssn: '601458239',
    address1: '8802 Lakeview Pkwy',
    city: 'Rowlett',
    state: 'TX',
    zip: '75088',
    heightFeet: 6,
    heightInch: 0,
    weight: 182,
    maritalStatus: '0',
    payment: checking('Bayou City Federal Credit Union', '113010220', '90028831', 'Tyler Henderson'),
    policies: [
      { code: 'VS201', tier: 'IO', status: 'ACTIVE', effectiveDate: '2025-04-01' },
      { code: 'AC111', option: 1, tier: 'IO', status: 'ACTIVE', effectiveDate: '2025-04-01' },
      { code: 'DI903', tier: 'IO', status: 'ACTIVE', effectiveDate: '2025-04-01' },
    ],
  },
  {
    id: '9dca473a-6e62-44c2-93fc-910bf286587e',
    ...acme,
    firstName: 'Sofia',
    lastName: 'Martinez',
    birthdate: '1983-09-25',
    gender: '1',
    email: 'sofia.martinez@mail.example',
    phone: '2145550129',
    ssn: '467920314',
    address1: '1101 E Arapaho Rd',
    city: 'Richardson',
    state: 'TX',
    zip: '75080',
    heightFeet: 5,
    heightInch: 4,
    weight: 133,
    maritalStatus: '1',
    dependents: [
      {
        relationship: 'spouse',
        firstName: 'Diego',
        lastName: 'Martinez',
        birthdate: '1982-01-13',
        gender: '0',
        ssn: '467011928',
        heightFeet: 5,
        heightInch: 10,
        weight: 190,
      },
      { relationship: 'child', firstName: 'Lucia', lastName: 'Martinez', birthdate: '2016-04-08', gender: '1', ssn: '467550123' },
    ],
    beneficiaries: [
      { firstName: 'Diego', lastName: 'Martinez', relationship: 'Spouse', percentage: 60, birthdate: '1982-01-13', ssn: '467011928' },
      { firstName: 'Lucia', lastName: 'Martinez', relationship: 'Child', percentage: 40, birthdate: '2016-04-08' },
    ],
    payment: checking('Peachtree National Bank', '061000492', '77120458831', 'Sofia Martinez'),
    policies: [
      { code: 'DN104', tier: 'IF', status: 'ACTIVE', effectiveDate: '2024-12-01' },
      { code: 'LM502', tier: 'IF', status: 'ACTIVE', effectiveDate: '2024-12-01' },
      { code: 'AC112', option: 1, tier: 'IF', status: 'ACTIVE', effectiveDate: '2024-12-01' },
      { code: 'PT131', tier: 'IO', status: 'ACTIVE', effectiveDate: '2025-05-01' },
    ],
  },
  {
    id: 'c42e75dd-cacc-4d83-a697-a9283f448220',
    agentId: AGENT_IDS.house,
    groupId: DEMO_GROUP_IDS.members,
    portalId: PORTAL_IDS.members,
    firstName: 'Grace',
    lastName: 'Kim',
    birthdate: '1972-12-03',
    gender: '1',
    email: 'grace.kim@mail.example',
    phone: '6145550107',
    ssn: '287330164',
    address1: '250 E Broad St',
    city: 'Columbus',
    state: 'OH',
    zip: '43215',
    heightFeet: 5,
    heightInch: 5,
    weight: 128,
    maritalStatus: '3',
    answeredHealth: true,
    beneficiaries: [
      { firstName: 'Daniel', lastName: 'Kim', relationship: 'Child', percentage: 50, birthdate: '1999-03-22' },
      { firstName: 'Hannah', lastName: 'Kim', relationship: 'Child', percentage: 50, birthdate: '2002-08-15' },
    ],
    payment: {
      kind: 'card',
      cardNumber: '378282246310005',
      cardBrand: 'amex',
      nameOnCard: 'Grace Kim',
      expirationMonth: '11',
      expirationYear: '2027',
    },
    policies: [
      { code: 'MBR-GOLD', tier: 'IO', status: 'ACTIVE', effectiveDate: '2025-02-01' },
      { code: 'TL401', option: 1, tier: 'IO', status: 'ACTIVE', effectiveDate: '2025-02-15' },
      { code: 'LS702', tier: 'IO', status: 'ACTIVE', effectiveDate: '2025-02-01' },
    ],
  },
  {
    id: '10ec2e8e-ee12-455c-825e-d8b4acc6aedb',
    agentId: AGENT_IDS.house,
    groupId: DEMO_GROUP_IDS.members,
    portalId: PORTAL_IDS.members,
    firstName: 'Henry',
    lastName: 'Walker',
    birthdate: '1958-02-11',
    gender: '0',
    email: 'henry.walker@mail.example',
    phone: '5205550152',
    ssn: '526118470',
    address1: '33 N Stone Ave',
    city: 'Tucson',
    state: 'AZ',
    zip: '85701',
    heightFeet: 5,
    heightInch: 10,
    weight: 172,
    maritalStatus: '1',
    dependents: [
      {
        relationship: 'spouse',
        firstName: 'Carol',
        lastName: 'Walker',
        birthdate: '1960-09-09',
        gender: '1',
        ssn: '526340981',
        heightFeet: 5,
        heightInch: 4,
        weight: 140,
      },
    ],
    beneficiaries: [{ firstName: 'Carol', lastName: 'Walker', relationship: 'Spouse', percentage: 100, birthdate: '1960-09-09' }],
    payment: checking('Saguaro Desert Bank', '122105964', '6610234471', 'Henry Walker'),
    policies: [
      { code: 'MBR-SILVER', tier: 'IS', status: 'ACTIVE', effectiveDate: '2024-07-01' },
      { code: 'RX602', tier: 'IS', status: 'ACTIVE', effectiveDate: '2024-07-01' },
      { code: 'HS122', tier: 'IS', status: 'TERMINATED', effectiveDate: '2021-01-01', termDate: '2023-02-28' },
    ],
  },
  {
    id: 'c8bf133d-6fe3-4213-9c80-12bb734c3b4c',
    agentId: AGENT_IDS.jsmith,
    groupId: DEMO_GROUP_IDS.enrollerA,
    portalId: PORTAL_IDS.lsea,
    firstName: 'Linda',
    lastName: 'Alvarez',
    birthdate: '1980-06-17',
    gender: '1',
    email: 'linda.alvarez@mail.example',
    phone: '5125550194',
    ssn: '452896017',
    address1: '5200 S Congress Ave',
    city: 'Austin',
    state: 'TX',
    zip: '78745',
    heightFeet: 5,
    heightInch: 2,
    weight: 139,
    maritalStatus: '2',
    answeredHealth: true,
    dependents: [
      { relationship: 'child', firstName: 'Mateo', lastName: 'Alvarez', birthdate: '2011-12-01', gender: '0', ssn: '452019871' },
    ],
    payment: checking('Lone Star Teachers Credit Union', '314074162', '5582910034', 'Linda Alvarez'),
    policies: [
      { code: 'DN101', tier: 'IC', status: 'ACTIVE', effectiveDate: '2024-09-01' },
      { code: 'VS201', tier: 'IC', status: 'ACTIVE', effectiveDate: '2024-09-01' },
      { code: 'SP801', tier: 'IO', status: 'ACTIVE', effectiveDate: '2024-09-15' },
    ],
  },
  {
    id: 'e176dd44-2a32-4668-8d56-549f152842a3',
    agentId: AGENT_IDS.mgarcia,
    groupId: DEMO_GROUP_IDS.enrollerB,
    portalId: PORTAL_IDS.gccw,
    firstName: 'Kevin',
    lastName: "O'Brien",
    birthdate: '1988-10-05',
    gender: '0',
    email: 'kevin.obrien@mail.example',
    phone: '7135550181',
    ssn: '458227193',
    address1: '1400 Heights Blvd',
    city: 'Houston',
    state: 'TX',
    zip: '77008',
    heightFeet: 5,
    heightInch: 9,
    weight: 168,
    maritalStatus: '0',
    payment: checking('Bayou City Federal Credit Union', '113010220', '10293847', "Kevin O'Brien"),
    policies: [
      { code: 'LM501', tier: 'IO', status: 'ACTIVE', effectiveDate: '2025-01-01' },
      { code: 'AC111', tier: 'IO', status: 'TERMINATED', effectiveDate: '2023-01-01', termDate: '2024-06-30' },
      { code: 'CI102', tier: 'IO', status: 'ACTIVE', effectiveDate: '2025-01-01' },
    ],
  },
  {
    id: '7686cff5-047d-4f5e-bb39-9ff09430fbea',
    agentId: AGENT_IDS.mgarcia,
    groupId: null,
    portalId: PORTAL_IDS.garciaDirect,
    firstName: 'Nadia',
    lastName: 'Hassan',
    birthdate: '1993-04-21',
    gender: '1',
    email: 'nadia.hassan@mail.example',
    phone: '8325550111',
    ssn: '631502847',
    address1: '5900 Westheimer Rd',
    city: 'Houston',
    state: 'TX',
    zip: '77057',
    heightFeet: 5,
    heightInch: 6,
    weight: 135,
    maritalStatus: '1',
    dependents: [
      {
        relationship: 'spouse',
        firstName: 'Omar',
        lastName: 'Hassan',
        birthdate: '1990-12-19',
        gender: '0',
        ssn: '631774920',
        heightFeet: 5,
        heightInch: 11,
        weight: 178,
      },
    ],
    payment: {
      kind: 'card',
      cardNumber: '4012888888881881',
      cardBrand: 'visa',
      nameOnCard: 'Nadia Hassan',
      expirationMonth: '05',
      expirationYear: '2030',
    },
    policies: [
      { code: 'MD303', tier: 'IS', status: 'ACTIVE', effectiveDate: '2025-01-01' },
      { code: 'DN101', tier: 'IS', status: 'ACTIVE', effectiveDate: '2025-01-01' },
    ],
  },
  {
    id: 'd7d2d200-4169-47fa-bc15-d6d3a9175e26',
    agentId: AGENT_IDS.jsmith,
    groupId: null,
    portalId: PORTAL_IDS.jsmithDirect,
    firstName: 'Daniel',
    lastName: 'Foster',
    birthdate: '1977-09-09',
    gender: '0',
    email: 'daniel.foster@mail.example',
    phone: '2145550156',
    ssn: '463819205',
    address1: '5819 Swiss Ave',
    city: 'Dallas',
    state: 'TX',
    zip: '75214',
    heightFeet: 6,
    heightInch: 2,
    weight: 210,
    maritalStatus: '1',
    dependents: [
      {
        relationship: 'spouse',
        firstName: 'Rachel',
        lastName: 'Foster',
        birthdate: '1979-03-03',
        gender: '1',
        ssn: '463920187',
        heightFeet: 5,
        heightInch: 7,
        weight: 145,
      },
      { relationship: 'child', firstName: 'Ethan', lastName: 'Foster', birthdate: '2008-11-16', gender: '0', ssn: '463551092' },
      { relationship: 'child', firstName: 'Lily', lastName: 'Foster', birthdate: '2013-05-29', gender: '1', ssn: '463551093' },
    ],
    beneficiaries: [
      { firstName: 'Rachel', lastName: 'Foster', relationship: 'Spouse', percentage: 100, birthdate: '1979-03-03', ssn: '463920187' },
    ],
    payment: checking('Trinity River Bank', '111901755', '2209187730', 'Daniel Foster'),
    policies: [
      { code: 'MD305', tier: 'IF', status: 'ACTIVE', effectiveDate: '2025-01-01' },
      { code: 'DN102', tier: 'IF', status: 'ACTIVE', effectiveDate: '2025-01-01' },
      { code: 'MBR-BRONZE', tier: 'IF', status: 'ACTIVE', effectiveDate: '2025-01-01' },
      { code: 'TL402', tier: 'IO', status: 'ACTIVE', effectiveDate: '2025-01-15' },
    ],
  },
  {
    id: '3521dd16-7177-4b79-a4a2-d859544c287f',
    agentId: AGENT_IDS.dpatel,
    groupId: DEMO_GROUP_IDS.riverside,
    portalId: PORTAL_IDS.riverside,
    firstName: 'Jamal',
    lastName: 'Wright',
    birthdate: '1985-12-12',
    gender: '0',
    email: 'jamal.wright@mail.example',
    phone: '4045550138',
    ssn: '255481937',
    address1: '1080 Donald Lee Hollowell Pkwy',
    city: 'Atlanta',
    state: 'GA',
    zip: '30318',
    heightFeet: 5,
    heightInch: 11,
    weight: 195,
    maritalStatus: '0',
    payment: checking('Peachtree National Bank', '061000492', '88410276', 'Jamal Wright'),
    policies: [
      { code: 'DN104', tier: 'IO', status: 'ACTIVE', effectiveDate: '2025-03-01' },
      { code: 'DI903', tier: 'IO', status: 'ACTIVE', effectiveDate: '2025-03-01' },
      { code: 'LM502', tier: 'IO', status: 'ACTIVE', effectiveDate: '2025-03-01' },
    ],
  },
];

/** Health answers kept for re-enrollment prefill: everything answered "no". */
const noHealthAnswers = {
  condition_questions: [141, 142, 143, 144, 145, 146, 147].map((question_id) => ({ question_id, yes_no_flag: '0', conditions: [] })),
  medication_question: { question_id: 150, yes_no_flag: '0', medications: [] },
  notes: '',
};

/** A completed policy, for the recommendation history. */
export type EnrolledPolicy = { planId: number; member: MemberSeed; tier: Tier; effectiveDate: string };

export async function insertMembers(tx: SeedTx, cipher: DataCipher, catalog: CatalogIndex): Promise<EnrolledPolicy[]> {
  const enrolled: EnrolledPolicy[] = [];
  for (const m of DEMO_MEMBERS) {
    await tx.insert(members).values({
      id: m.id,
      agentId: m.agentId,
      groupId: m.groupId,
      portalId: m.portalId,
      firstName: m.firstName,
      middleName: m.middleName ?? null,
      lastName: m.lastName,
      gender: m.gender,
      ...sealMemberContact(cipher, m.id, { birthdate: m.birthdate, email: m.email, phone: m.phone, address1: m.address1, address2: null }),
      ssnEnc: cipher.encrypt(m.ssn, sealedAt('members:ssn_enc', m.id)),
      ssnLast4: m.ssn.slice(-4),
      city: m.city,
      state: m.state,
      zip: m.zip,
      zip4: m.zip4 ?? null,
      birthState: m.birthState ?? null,
      birthCity: m.birthCity ?? null,
      heightFeet: m.heightFeet,
      heightInch: m.heightInch,
      weight: m.weight,
      maritalStatus: m.maritalStatus,
      ethnicityEnc: m.ethnicity ? cipher.encryptJson(m.ethnicity, sealedAt('members:ethnicity_enc', m.id)) : null,
      ...priorCoverageColumns(m.priorCoverage),
      healthInfoEnc: m.answeredHealth ? cipher.encryptJson(noHealthAnswers, sealedAt('members:health_info_enc', m.id)) : null,
    });
    if (m.employer) await tx.insert(memberEmployers).values({ memberId: m.id, ...m.employer });
    if (m.dependents?.length) {
      // Sealed values are bound to their rows (docs/decisions/0047): the ids are drawn first.
      const ids = await drawSerialIds(tx, 'member_dependents', m.dependents.length);
      await tx.insert(memberDependents).values(
        m.dependents.map((d, index) => ({
          id: ids[index]!,
          memberId: m.id,
          relationship: d.relationship,
          firstName: d.firstName,
          lastName: d.lastName,
          birthdateEnc: sealMemberValue(cipher, 'member_dependents:birthdate_enc', ids[index]!, d.birthdate),
          gender: d.gender,
          ssnEnc: cipher.encrypt(d.ssn, sealedAt('member_dependents:ssn_enc', ids[index]!)),
          heightFeet: d.heightFeet ?? null,
          heightInch: d.heightInch ?? null,
          weight: d.weight ?? null,
          healthInfoEnc: d.healthAnswers
            ? cipher.encryptJson(d.healthAnswers, sealedAt('member_dependents:health_info_enc', ids[index]!))
            : null,
        })),
      );
    }
    if (m.beneficiaries?.length) {
      const ids = await drawSerialIds(tx, 'member_beneficiaries', m.beneficiaries.length);
      await tx.insert(memberBeneficiaries).values(
        m.beneficiaries.map((b, index) => ({
          id: ids[index]!,
          memberId: m.id,
          firstName: b.firstName,
          lastName: b.lastName,
          birthdateEnc: sealMemberValue(cipher, 'member_beneficiaries:birthdate_enc', ids[index]!, b.birthdate ?? null),
          ssnEnc: b.ssn ? cipher.encrypt(b.ssn, sealedAt('member_beneficiaries:ssn_enc', ids[index]!)) : null,
          relationship: b.relationship,
          percentage: b.percentage,
        })),
      );
    }
    await tx.insert(paymentMethods).values(paymentRow(m.id, m.payment, cipher));
    for (const policy of m.policies) {
      const option = policy.option ?? 0;
      const rate = findRate(catalog.plan(policy.code).pricing[option] ?? { label: '', rates: [] }, {
        tier: policy.tier,
        age: ageOn(m.birthdate, policy.effectiveDate),
        state: m.state,
        tobacco: false,
      });
      const pricingOptionId = catalog.optionIds(policy.code)[option];
      if (!rate || pricingOptionId === undefined) {
        throw new Error(`demo seed: no ${policy.tier} rate of ${policy.code} for ${m.firstName} ${m.lastName}`);
      }
      await tx.insert(policies).values({
        id: await nextPolicyNumber(tx),
        memberId: m.id,
        planId: catalog.planId(policy.code),
        pricingOptionId,
        tier: policy.tier,
        status: policy.status,
        monthlyCents: rate.monthlyCents,
        effectiveDate: policy.effectiveDate,
        termDate: policy.termDate ?? null,
      });
      enrolled.push({ planId: catalog.planId(policy.code), member: m, tier: policy.tier, effectiveDate: policy.effectiveDate });
    }
  }
  return enrolled;
}

function priorCoverageColumns(prior: MemberSeed['priorCoverage']): Partial<typeof members.$inferInsert> {
  if (prior === undefined) return {};
  if (prior === 'none') return { hasPriorCoverage: false };
  return { hasPriorCoverage: true, priorCarrierName: prior.carrierName, priorEffectiveDate: prior.effectiveDate, priorTermDate: prior.termDate ?? null };
}

function paymentRow(memberId: string, payment: PaymentSeed, cipher: DataCipher): typeof paymentMethods.$inferInsert {
  const id = randomUUID();
  if (payment.kind === 'bank') {
    return {
      id,
      memberId,
      kind: 'bank',
      bankName: payment.bankName,
      routingNumber: payment.routingNumber,
      accountNumberEnc: cipher.encrypt(payment.accountNumber, sealedAt('payment_methods:account_number_enc', id)),
      accountType: payment.accountType,
      accountHolderType: 'individual',
      accountName: payment.accountName,
      last4: payment.accountNumber.slice(-4),
    };
  }
  return {
    id,
    memberId,
    kind: 'card',
    cardNumberEnc: cipher.encrypt(payment.cardNumber, sealedAt('payment_methods:card_number_enc', id)),
    cardBrand: payment.cardBrand,
    nameOnCard: payment.nameOnCard,
    expirationMonth: payment.expirationMonth,
    expirationYear: payment.expirationYear,
    last4: payment.cardNumber.slice(-4),
  };
}
