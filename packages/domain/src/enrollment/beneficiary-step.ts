/**
 * What one beneficiary of the beneficiary step is (spec 001 §3 "Beneficiary", §5 "Beneficiary"):
 * one schema, built from the form's field rules and the store's day, used by the add and edit
 * popups, by validate-single-beneficiary and, for each entry, by save-beneficiary-info.
 */
import * as z from 'zod';
import { VALIDATION_MESSAGES } from '../messages/spec-texts';
import { WIZARD_MESSAGES } from '../messages/wizard-texts';
import { beneficiaryListIssues } from './beneficiary-list';
import type { FieldRules } from './form-definitions';
import { choiceField, nameField, ssnField, textField, usDateField, withFieldRules } from './step-fields';

/**
 * The relationships a beneficiary may have to the applicant, as get-beneficiary-relationships
 * answers them (name shown, value stored). The specification does not list them; these are the
 * usual ones of US life cover, and they include the values existing members were stored with.
 */
export const BENEFICIARY_RELATIONSHIPS = [
  { name: 'Spouse', value: 'Spouse' },
  { name: 'Domestic Partner', value: 'Domestic Partner' },
  { name: 'Child', value: 'Child' },
  { name: 'Parent', value: 'Parent' },
  { name: 'Sibling', value: 'Sibling' },
  { name: 'Grandchild', value: 'Grandchild' },
  { name: 'Grandparent', value: 'Grandparent' },
  { name: 'Other Relative', value: 'Other Relative' },
  { name: 'Friend', value: 'Friend' },
] as const;

/** A percentage: 1 to 3 digits, from 1 to 100 (spec 001 §5, §9). */
export function isBeneficiaryPercentage(value: string): boolean {
  return /^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= 100;
}

/** One beneficiary's fields as the popups and the calls carry them, each checked for its format. */
export function beneficiaryFields({ today }: { today?: string } = {}) {
  return z.object({
    /** Which entry of the list this is: given by the server, kept through edits (a masked SSN is matched by it). */
    beneficiary_id: textField(),
    first_name: nameField(WIZARD_MESSAGES.firstName),
    middle_name: nameField(VALIDATION_MESSAGES.name),
    last_name: nameField(WIZARD_MESSAGES.lastName),
    birthdate: usDateField({ notAfter: today }),
    // A masked number (as the server shows a stored one) sent back means "keep the number on file".
    ssn: ssnField(),
    relationship: choiceField(BENEFICIARY_RELATIONSHIPS.map((r) => r.value)),
    beneficiary_percentage: textField(isBeneficiaryPercentage, WIZARD_MESSAGES.beneficiaryPercentage),
  });
}

/** One beneficiary's whole check: formats, then the form's required fields. */
export function beneficiarySchema({ rules, today }: { rules: FieldRules; today: string }) {
  return withFieldRules(beneficiaryFields({ today }), rules);
}
export type BeneficiaryValues = z.output<ReturnType<typeof beneficiarySchema>>;

/**
 * What save-beneficiary-info accepts: every entry's whole check (errors at `beneficiaries.N.field`)
 * and the list's rules (errors at `beneficiaries`), all answered at once.
 */
export function beneficiaryListSchema({ rules, today }: { rules: FieldRules; today: string }) {
  return z.object({ beneficiaries: z.array(beneficiarySchema({ rules, today })) }).superRefine(({ beneficiaries }, ctx) => {
    for (const message of beneficiaryListIssues(beneficiaries)) ctx.addIssue({ code: 'custom', path: ['beneficiaries'], message });
  });
}
