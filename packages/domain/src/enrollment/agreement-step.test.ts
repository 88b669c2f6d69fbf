import { describe, expect, it } from 'vitest';
import { formFields } from './form-definitions';
import { AGREEMENT_TEXTS, agreementFieldRules, agreementInfoSchema, agreementMode, SIGNATURE_PREFIX } from './agreement-step';

const allConsents = Object.fromEntries(AGREEMENT_TEXTS.map((text) => [text.text_id, true]));
const signature = `${SIGNATURE_PREFIX}iVBORw0KGgo=`;
const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('agreementMode', () => {
  const fields = (...required: string[]) =>
    ['agent_name', 'group_name', 'user_name', 'signature'].map((field_name) => ({ field_name, required: required.includes(field_name) }));

  it('is given by the first required field, in the order agent_name, group_name, user_name, signature', () => {
    expect(agreementMode(fields('agent_name', 'group_name', 'user_name', 'signature'))).toBe('rep');
    expect(agreementMode(fields('group_name', 'user_name', 'signature'))).toBe('group');
    expect(agreementMode(fields('user_name', 'signature'))).toBe('applicant');
    expect(agreementMode(fields('signature'))).toBe('sigapplicant');
    expect(agreementMode(fields())).toBeUndefined();
  });

  it("reads each process's rules as its own mode", () => {
    const modeOf = (eprocess: Parameters<typeof agreementFieldRules>[0]) => agreementMode(formFields(agreementFieldRules(eprocess)));
    expect(modeOf('rep')).toBe('rep');
    expect(modeOf('group')).toBe('group');
    expect(modeOf('applicant')).toBe('applicant');
    expect(modeOf(null)).toBe('sigapplicant');
  });
});

describe('agreementFieldRules', () => {
  it('asks a rep for their code, the answer and the code e-mailed to the applicant; the names, question and date are locked', () => {
    const rules = agreementFieldRules('rep');
    expect(rules.agent_code).toEqual({ required: true, read_only: false });
    expect(rules.answer).toEqual({ required: true, read_only: false });
    expect(rules.verification_code).toEqual({ required: true, read_only: false });
    expect(rules.agent_name).toEqual({ required: true, read_only: true });
    expect(rules.question).toEqual({ required: true, read_only: true });
    expect(rules.signature).toEqual({ required: false, read_only: false });
  });

  it("applies a portal's overrides on top", () => {
    expect(agreementFieldRules('applicant', { agreement_info: { signature: { required: false } } }).signature?.required).toBe(false);
  });
});

describe('agreementInfoSchema', () => {
  it("says 'This field is required.' under each unticked consent", () => {
    const result = agreementInfoSchema({ rules: agreementFieldRules(null) }).safeParse({
      signature,
      consents: { ...allConsents, payment: false },
    });
    expect(issuesOf(result)).toEqual([['consents.payment', 'This field is required.']]);
    const none = agreementInfoSchema({ rules: agreementFieldRules(null) }).safeParse({ signature });
    expect(issuesOf(none)).toEqual(AGREEMENT_TEXTS.map((text) => [`consents.${text.text_id}`, 'This field is required.']));
  });

  it("says 'Signature is required' for an empty pad when the signature is required", () => {
    const result = agreementInfoSchema({ rules: agreementFieldRules('applicant') }).safeParse({
      user_name: 'Maria Lopez',
      signature: '',
      consents: allConsents,
    });
    expect(issuesOf(result)).toEqual([['signature', 'Signature is required']]);
  });

  it("says 'Field is required' for the verification answer and the rep's other fields", () => {
    const result = agreementInfoSchema({ rules: agreementFieldRules('rep') }).safeParse({
      consents: allConsents,
      question: 'ignored',
      answer: ' ',
    });
    expect(issuesOf(result)).toEqual([
      ['answer', 'Field is required'],
      ['verification_code', 'Field is required'],
      ['agent_code', 'Field is required'],
    ]);
  });

  it('accepts a complete rep agreement, and refuses a signature that is not a PNG data URL', () => {
    const rep = { consents: allConsents, agent_code: 'ABCD1212', answer: '04/12/1985', verification_code: '123456' };
    expect(agreementInfoSchema({ rules: agreementFieldRules('rep') }).safeParse(rep).success).toBe(true);
    const result = agreementInfoSchema({ rules: agreementFieldRules(null) }).safeParse({
      consents: allConsents,
      signature: 'data:text/html;base64,PHNjcmlwdD4=',
    });
    expect(issuesOf(result)).toEqual([['signature', 'The signature could not be read. Please sign again.']]);
  });
});
