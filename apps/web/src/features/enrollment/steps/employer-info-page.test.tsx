import { fireEvent, within, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { renderRoutes } from '@/testing/render-routes';
import { stubApi, success, type Route as StubRoute } from '@/testing/fetch-stub';
import { EmployerInfoPage } from './employer-info-page';

const ENROLLMENT = '771ed385-d1dc-4cc7-929d-a7f23615020b';

const TABS = [
  { tab_name: 'primary_info', order: 0, required: true },
  { tab_name: 'contact_info', order: 1, required: true },
  { tab_name: 'employer_info', order: 2, required: true },
  { tab_name: 'billing_info', order: 6, required: true },
];
const REQUIRED = new Set(['name', 'phone', 'address1', 'city', 'zip', 'state', 'average_work_week', 'employment_start_date', 'occupation']);
const FIELD_NAMES = [
  'name',
  'phone',
  'address1',
  'address2',
  'city',
  'zip',
  'state',
  'average_work_week',
  'employment_start_date',
  'occupation',
  'compensation_type',
  'employment_status',
  'emp_industry',
  'emp_num_employed',
  'emp_vac_policy',
  'emp_barg_unit',
  'holiday_policy',
  'with_validation',
];
const fieldsWith = (values: Record<string, unknown> = {}) => ({
  result: FIELD_NAMES.map((field_name) => ({
    field_name,
    value: values[field_name] ?? null,
    required: REQUIRED.has(field_name) || ['compensation_type', 'employment_status', 'holiday_policy'].includes(field_name),
    read_only: false,
  })),
});
const GROUP = {
  result: {
    general_info: { group_name: 'Acme Manufacturing', group_phone: '9725550100' },
    address_information: { address1: '2800 Industrial Pkwy', address2: 'Building C', city: 'Garland', state: 'TX', zip: '75041' },
  },
};
const list = (entries: [string, string][]) => success({ result: entries.map(([name, value]) => ({ name, value })) });
const fieldError = (target_element: string, error_message: string) => ({
  status: 400,
  body: { status: 'error', data: [{ target_element, error_message }], message: error_message },
});

function stubStep(overrides: Record<string, StubRoute> = {}) {
  return stubApi({
    '/api/v1/get-dynamic-tabs': () => success(TABS),
    '/api/v1/get-form-fields-employer-info': () => success(fieldsWith()),
    '/api/v1/get-group-info': () => success(GROUP),
    '/api/v1/get-average-work-week': () => list([['40 hours or more', 'G40']]),
    '/api/v1/get-employment-status': () =>
      list([
        ['Active', 'A'],
        ['COBRA', 'C'],
        ['Retired', 'R'],
      ]),
    '/api/v1/get-compensation-types': () => list([['Salary', 'Salary']]),
    '/api/v1/get-vacation-policy': () => list([['10 days', '10 days']]),
    '/api/v1/get-bargaining-unit': () => list([['Non-union', 'Non-union']]),
    '/api/v1/get-holiday-policy': () =>
      list([
        ['Standard 6', 'Standard_6'],
        ['Birthday', 'Birthday'],
      ]),
    '/api/v1/get-states': () =>
      success({
        result: [
          { name: 'California', abbrev: 'CA' },
          { name: 'Texas', abbrev: 'TX' },
        ],
      }),
    '/api/v1/get-zip-state': (query) =>
      query.get('zip') === '00000'
        ? fieldError('zip', 'Invalid Zip code')
        : success([{ state_abbreviation: query.get('zip') === '90210' ? 'CA' : 'TX' }]),
    '/api/v1/save-screenshot': () => success({}),
    ...overrides,
  });
}

function renderStep() {
  renderRoutes(
    [
      { path: '/enrollment/employer-info', element: <EmployerInfoPage /> },
      { path: '/enrollment/billing-information', element: <p>Billing step</p> },
    ],
    '/enrollment/employer-info',
  );
}

const stateInput = () => screen.getByRole('combobox', { name: /^State/ });
const zipInput = () => screen.getByRole('textbox', { name: /^Zip/ });

async function choose(label: RegExp, option: string) {
  const select = screen.getByRole('combobox', { name: label });
  const { value } = await within(select).findByRole<HTMLOptionElement>('option', { name: option });
  fireEvent.change(select, { target: { value } });
}

beforeEach(() => storage.set('tempId', ENROLLMENT));
afterEach(() => {
  storage.remove('eprocess');
  vi.unstubAllGlobals();
});

describe('EmployerInfoPage', () => {
  it.each([
    ['applicant', 'Tell us about your employer and your job.'],
    ['rep', "Tell us about the applicant's employer and job."],
  ] as const)('words its heading for the %s who fills it', async (eprocess, intro) => {
    storage.set('eprocess', eprocess);
    stubStep();
    renderStep();
    expect(await screen.findByText(intro)).toBeInTheDocument();
  });

  it("prefills the group's name, phone and address when nothing is saved, and locks the state the zip gives", async () => {
    stubStep();
    renderStep();
    expect(await screen.findByRole('textbox', { name: /Employer Name/ })).toHaveValue('Acme Manufacturing');
    expect(screen.getByRole('textbox', { name: /Employer Phone/ })).toHaveValue('9725550100');
    expect(screen.getByRole('textbox', { name: /Street Address 1/ })).toHaveValue('2800 Industrial Pkwy');
    expect(zipInput()).toHaveValue('75041');
    await waitFor(() => expect(stateInput()).toBeDisabled());
    expect(stateInput()).toHaveValue('TX');
    // Required fields carry the asterisk the server's metadata asks for; optional ones do not.
    expect(screen.getByText('Employer Name').parentElement).toHaveTextContent('*');
    expect(screen.getByText('Industry').parentElement).not.toHaveTextContent('*');
    expect(screen.getByRole('checkbox', { name: 'USPS Address Validation' })).not.toBeChecked();
  });

  it('keeps what is saved rather than the group', async () => {
    stubStep({
      '/api/v1/get-form-fields-employer-info': () =>
        success(fieldsWith({ name: 'Globex', zip: '90210', state: 'CA', holiday_policy: '{"Birthday":1,"Standard_6":0}' })),
    });
    renderStep();
    expect(await screen.findByRole('textbox', { name: /Employer Name/ })).toHaveValue('Globex');
    expect(await screen.findByRole('checkbox', { name: 'Birthday' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Standard 6' })).not.toBeChecked();
    await waitFor(() => expect(stateInput()).toHaveValue('CA'));
  });

  it('clears and unlocks the state when the zip is edited; a failed lookup shows its message under the zip', async () => {
    stubStep();
    renderStep();
    await waitFor(() => expect(stateInput()).toBeDisabled());

    fireEvent.change(zipInput(), { target: { value: '7504' } });
    await waitFor(() => expect(stateInput()).toHaveValue(''));
    expect(stateInput()).toBeEnabled();

    fireEvent.change(zipInput(), { target: { value: '00000' } });
    await waitFor(() => expect(zipInput()).toHaveAccessibleDescription('Invalid Zip code'));
    expect(stateInput()).toHaveValue('');
    expect(stateInput()).toBeEnabled();

    fireEvent.change(zipInput(), { target: { value: '90210' } });
    await waitFor(() => expect(stateInput()).toHaveValue('CA'));
    expect(stateInput()).toBeDisabled();
    expect(zipInput()).not.toHaveAccessibleDescription('Invalid Zip code');
  });

  it("blocks Next for a retired employer: 'You cannot proceed with retired employer'", async () => {
    stubStep();
    renderStep();
    await screen.findByRole('textbox', { name: /Employer Name/ });
    await choose(/^Employment Status/, 'Retired');
    expect(await screen.findByText('You cannot proceed with retired employer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await choose(/^Employment Status/, 'Active');
    await waitFor(() => expect(screen.queryByText('You cannot proceed with retired employer')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('checks the form before saving, then shows a server field error under its field', async () => {
    const { calls } = stubStep({ '/api/v1/save-employer-info': () => fieldError('name', 'Invalid employer information') });
    renderStep();
    await waitFor(() => expect(stateInput()).toBeDisabled());
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Select at least one holiday policy')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Occupation/ })).toHaveAccessibleDescription('Field is required');
    expect(calls.some((path) => path.startsWith('/api/v1/save-employer-info'))).toBe(false);

    fireEvent.change(screen.getByRole('textbox', { name: /Occupation/ }), { target: { value: 'Machinist' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Employment Start Date/ }), { target: { value: '03012019' } });
    expect(screen.getByRole('textbox', { name: /Employment Start Date/ })).toHaveValue('03/01/2019');
    await choose(/^Average Work Week/, '40 hours or more');
    await choose(/^Compensation Type/, 'Salary');
    await choose(/^Employment Status/, 'Active');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Standard 6' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Employer Name/ })).toHaveAccessibleDescription('Invalid employer information'),
    );
    expect(calls.filter((path) => path.startsWith('/api/v1/save-employer-info'))).toHaveLength(1);
  });

  it('saves and moves to the next step', async () => {
    const { fetchMock } = stubStep({ '/api/v1/save-employer-info': () => success({ version: 3 }) });
    renderStep();
    await waitFor(() => expect(stateInput()).toBeDisabled());
    fireEvent.change(screen.getByRole('textbox', { name: /Occupation/ }), { target: { value: 'Machinist' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Employment Start Date/ }), { target: { value: '03-01-2019' } });
    await choose(/^Average Work Week/, '40 hours or more');
    await choose(/^Compensation Type/, 'Salary');
    await choose(/^Employment Status/, 'Active');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Birthday' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Billing step')).toBeInTheDocument();
    // The client calls fetch(url, init): the stub's own signature names only the url.
    const saveCall = (fetchMock.mock.calls as unknown as [string, RequestInit?][]).find(([input]) =>
      String(input).includes('save-employer-info'),
    );
    const body = JSON.parse(String(saveCall?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      enrollment_id: ENROLLMENT,
      name: 'Acme Manufacturing',
      state: 'TX',
      employment_start_date: '03/01/2019',
      employment_status: 'A',
      holiday_policy: { Standard_6: 0, Presendents_Day: 0, Columbus_Day: 0, Religious_Days: 0, Birthday: 1, Floating_Day: 0 },
      with_validation: '0',
    });
    expect(Object.values(body)).not.toContain(null);
  });
});
