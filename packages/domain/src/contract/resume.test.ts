import { describe, expect, it } from 'vitest';
import { ContinueEnrollmentBodySchema, SaveEnrollmentBodySchema } from './resume';

const ENROLLMENT = '3f1c2b7e-8a4d-4c1e-9b2a-5d6e7f8a9b0c';
const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('save-enrollment body', () => {
  it('reads a save-later tab as a save for later, and cart_info as a quote', () => {
    expect(
      SaveEnrollmentBodySchema.parse({ enrollment_id: ENROLLMENT, email: ' ann@example.com ', tab: 'benificiary_info', data: { x: 1 } }),
    ).toEqual({
      enrollment_id: ENROLLMENT,
      email: 'ann@example.com',
      tab: 'benificiary_info',
      data: { x: 1 },
    });
    expect(
      SaveEnrollmentBodySchema.parse({ enrollment_id: ENROLLMENT, email: 'ann@example.com', tab: 'cart_info', name: 'Ann' }),
    ).toMatchObject({
      tab: 'cart_info',
      name: 'Ann',
    });
  });

  it.each([['beneficiary_info'], ['billing_info'], [''], [undefined]])("answers 'Unsupported tab' for tab %s", (tab) => {
    expect(messagesOf(SaveEnrollmentBodySchema.safeParse({ enrollment_id: ENROLLMENT, email: 'ann@example.com', tab }))).toEqual([
      ['tab', 'Unsupported tab'],
    ]);
  });

  it.each([[''], ['ann@'], ['not an email'], [undefined]])("answers 'Enter valid email address' for the address %s", (email) => {
    expect(messagesOf(SaveEnrollmentBodySchema.safeParse({ enrollment_id: ENROLLMENT, email, tab: 'health_info' }))).toEqual([
      ['email', 'Enter valid email address'],
    ]);
  });
});

describe('continue-enrollment body', () => {
  it('takes the code as people type it: lower case, spaces and hyphens', () => {
    expect(ContinueEnrollmentBodySchema.parse({ code: ' abcd-ef23 ', email: 'ann@example.com' }).code).toBe('ABCDEF23');
  });

  it.each([
    ['', 'Field is required'],
    ['ABCDEF2', 'This code is not valid. Please check the code in your e-mail.'],
    ['ABCDEF230', 'This code is not valid. Please check the code in your e-mail.'],
    ['ABCDEFG0', 'This code is not valid. Please check the code in your e-mail.'],
    ['ABCDEFGI', 'This code is not valid. Please check the code in your e-mail.'],
  ])('refuses the code %o', (code, message) => {
    expect(messagesOf(ContinueEnrollmentBodySchema.safeParse({ code, email: 'ann@example.com' }))).toEqual([['code', message]]);
  });
});
