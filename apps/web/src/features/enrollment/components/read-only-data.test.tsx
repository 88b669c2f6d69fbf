import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import type { ReviewCardTab } from '@benefit-store/domain';
import { describe, expect, it } from 'vitest';
import { ReadOnlyData, type ReadOnlyDataProps } from './read-only-data';

const show = (tab: ReviewCardTab, value: unknown, extra: Partial<ReadOnlyDataProps> = {}) =>
  render(
    <MantineProvider env="test">
      <ReadOnlyData tab={tab} value={value} {...extra} />
    </MantineProvider>,
  );

/** The answer shown under a label (the description list's term and its definition). */
const answerTo = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

/** Codes and internal names the review once showed as they are stored. */
const RAW = [/Marital status \| 0/i, /G40/, /with validation/i, /Presendents/i, /eprocess/i, /sha256/i, /user agent/i, /\| eft\b/, /\| checking\b/];
/** Every label and answer shown, as 'label | answer' pairs. */
const shownText = (container: HTMLElement) =>
  [...container.querySelectorAll('dt, dd, h3, h4')].map((element) => element.textContent).join(' | ');
const expectNoRawCodes = (container: HTMLElement) => {
  for (const raw of RAW) expect(shownText(container)).not.toMatch(raw);
};

describe('ReadOnlyData (the review popups)', () => {
  it('shows personal answers under their labels, codes as the names the step offers', () => {
    const { container } = show('primary_info', {
      first_name: 'Maria',
      last_name: 'Lopez',
      middle_name: '',
      gender: '1',
      marital_status: '0',
      ssn: 'xxxxxxxx6789',
      height_feet: 5,
      height_inch: 6,
      weight: 140,
      prior_coverage_flag: '0',
    });
    expect(answerTo('First Name')).toBe('Maria');
    expect(answerTo('Marital Status')).toBe('Single');
    expect(answerTo('Gender')).toBe('Female');
    expect(answerTo('Height')).toBe('5 ft 6 in');
    expect(answerTo('Prior Health Coverage')).toBe('No prior Health Coverage');
    expect(screen.queryByText('Middle Name')).toBeNull();
    expectNoRawCodes(container);
    expect(shownText(container)).not.toMatch(/\| 0\b/);
  });

  it('names the employer options and holiday policies, and leaves out with_validation', () => {
    const { container } = show('employer_info', {
      name: 'Acme Freight',
      phone: '2145550199',
      average_work_week: 'G40',
      employment_status: 'A',
      compensation_type: 'Salary',
      state: 'tx',
      with_validation: '0',
      holiday_policy: { Standard_6: 1, Presendents_Day: 1, Columbus_Day: 0 },
    });
    expect(answerTo('Employer Name')).toBe('Acme Freight');
    expect(answerTo('Employer Phone')).toBe('(214) 555-0199');
    expect(answerTo('Average Work Week')).toBe('40 hours or more');
    expect(answerTo('Employment Status')).toBe('Active');
    expect(answerTo('State')).toBe('Texas');
    expect(answerTo('Holiday Policy')).toBe('Standard 6, Presidents Day');
    expect(screen.queryByText(/validation/i)).toBeNull();
    expectNoRawCodes(container);
  });

  it('names the payment type and account type; bank and card ids stay out', () => {
    const { container } = show('billing_info', {
      payment_method: 'eft',
      bill_date: 15,
      routing_number: '021000021',
      bank_name: 'JPMORGAN CHASE BANK, N.A.',
      account_number: 'xxxxxxxx6789',
      account_type: 'checking',
      account_holder_type: 'individual',
      is_physical_address: 'yes',
      bank_id: '7f1c',
      card_id: null,
    });
    expect(answerTo('Payment Type')).toBe('EFT (Bank Draft)');
    expect(answerTo('Bill Date')).toBe('15th of month');
    expect(answerTo('Account Type')).toBe('Checking');
    expect(answerTo('Account Holder Type')).toBe('Individual');
    expect(answerTo('Is the billing address your physical address?')).toBe('Yes');
    expect(shownText(container)).not.toMatch(/7f1c/);
    expectNoRawCodes(container);
  });

  it('shows the agreement with its signature picture and none of its evidence fields', () => {
    const { container } = show(
      'agreement_info',
      {
        eprocess: 'applicant',
        mode: 'applicant',
        user_name: 'Maria Lopez',
        date: '05/01/2026',
        texts_sha256: 'abc123',
        signer_ip: '127.0.0.1',
        signer_user_agent: 'Mozilla/5.0',
        signature_file_id: 'f-1',
        signed_at: '2026-05-01T14:00:00.000Z',
        consents: { terms: true },
        texts: [{ text_id: 'terms', text_head: 'Terms and Conditions', text_body: '...', text_required: true }],
        question_id: 3,
      },
      { signature: 'data:image/png;base64,iVBORw0KGgo=' },
    );
    expect(answerTo('Full Name')).toBe('Maria Lopez');
    expect(answerTo('Terms and Conditions')).toBe('Agreed');
    expect(screen.getByRole('img', { name: 'Signature' })).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(shownText(container)).not.toMatch(/applicant|abc123|127\.0\.0\.1|Mozilla|f-1|Question id/i);
    expectNoRawCodes(container);
  });

  it('shows beneficiaries and dependents as numbered blocks, codes in words, ids and blanks left out', () => {
    const { unmount } = show('beneficiary_info', {
      beneficiaries: [
        { beneficiary_id: 9, first_name: 'Lucia', last_name: 'Lopez', relationship: 'Child', beneficiary_percentage: 100, ssn: '' },
      ],
    });
    const beneficiary = screen.getByRole('group', { name: 'Beneficiary #1' });
    expect(within(beneficiary).getByText('Lucia')).toBeInTheDocument();
    expect(answerTo('Beneficiary Percentage')).toBe('100%');
    expect(screen.queryByText('SSN')).toBeNull();
    unmount();

    show('dependent_info', {
      spouse_choice: '1',
      dependents: [
        {
          primary_info: {
            dependent_id: 'f4b85207-bd60-4b82-b731-5e2d88daa631',
            first_name: 'Daniel',
            last_name: 'Lopez',
            relationship: 'spouse',
            gender: '0',
            employed: '0',
            birthdate: '06/20/1984',
          },
          health_info: {
            condition_questions: [{ question_id: 141, question_text: 'Have you been treated for cancer?', yes_no_flag: 0, conditions: [] }],
            notes: '',
          },
        },
      ],
    });
    const dependent = screen.getByRole('group', { name: 'Dependent #1' });
    expect(within(dependent).getByText('Spouse')).toBeInTheDocument();
    expect(within(dependent).getByText('Male')).toBeInTheDocument();
    expect(answerTo('Have you been treated for cancer?')).toBe('No');
    expect(screen.queryByText(/f4b85207/)).toBeNull();
    expect(screen.queryByText(/employed|spouse choice/i)).toBeNull();
  });

  it('says a child is a disabled dependent, and says nothing of the mark otherwise', () => {
    const child = (first_name: string, is_disabled: string) => ({
      primary_info: { first_name, last_name: 'Lopez', relationship: 'child', gender: '1', birthdate: '05/06/1996', is_disabled },
    });
    show('dependent_info', { dependents: [child('Sam', '1'), child('Ada', '0')] });
    const sam = screen.getByRole('group', { name: 'Dependent #1' });
    expect(within(sam).getByText('Disabled dependent', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Yes');
    const ada = screen.getByRole('group', { name: 'Dependent #2' });
    expect(within(ada).queryByText('Disabled dependent')).toBeNull();
    expect(within(ada).queryByText('0')).toBeNull();
  });

  it('shows health answers by question, and the details of a Yes', () => {
    show('primary_health_info', {
      condition_questions: [
        {
          question_id: 141,
          question_text: 'Have you been treated for cancer?',
          yes_no_flag: 1,
          conditions: [{ health_condition: 'Asthma', date_of_onset: '01/02/2020', is_treatment: '1', is_medicate: 'undefined' }],
        },
      ],
      medication_question: { question_id: 150, question_text: 'Do you take medication?', yes_no_flag: '0', medications: [] },
      notes: 'None',
    });
    expect(answerTo('Have you been treated for cancer?')).toBe('Yes');
    expect(answerTo('Health Condition')).toBe('Asthma');
    expect(answerTo('Currently Under Treatment?')).toBe('Yes');
    expect(screen.queryByText('Taking Medication for It?')).toBeNull();
    expect(answerTo('Do you take medication?')).toBe('No');
    expect(answerTo('Additional Notes')).toBe('None');
  });

  it('says when nothing is saved', () => {
    show('contact_info', null);
    expect(screen.getByText('Nothing saved yet')).toBeInTheDocument();
  });
});
