import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { stubApi, success, type Route } from '@/testing/fetch-stub';
import { DependentInformationPage } from './dependent-information-page';


const TEMP_ID = '3b0f3f7e-2d7a-4c55-9a57-0d0c6f1f9a11';
const rule = (field_name: string, required: boolean) => ({ field_name, value: null, required, read_only: false });
const FIELDS = [
  rule('dependent_id', false),
  rule('first_name', true),
  rule('middle_name', false),
  rule('last_name', true),
  rule('relationship', true),
  rule('gender', true),
  rule('birthdate', true),
  rule('ssn', true),
  rule('weight', false),
  rule('height_feet', false),
  rule('height_inch', false),
  rule('is_disabled', false),
];
const childOf = (dependent_id: string, first_name: string) => ({
  primary_info: {
    dependent_id,
    first_name,
    middle_name: null,
    last_name: 'Carter',
    birthdate: '09/21/2014',
    ssn: 'xxxxxxxx4930',
    relationship: 'child',
    weight: null,
    height_feet: null,
    height_inch: null,
    gender: '1',
    employed: '0',
  },
  health_info: null,
});
const listState = (dependents: object[], tier = 'IC', is_premier = false) => ({
  dependents,
  tier,
  is_premier,
  enroll_type: 'new-member',
  spouse_choice: null,
  has_set_aside_spouse: false,
  effective_date: '2026-12-01',
  child_age_limit: 26,
});
const TABS = [
  { tab_name: 'primary_info', order: 0, required: true },
  { tab_name: 'dependent_info', order: 5, required: true },
  { tab_name: 'billing_info', order: 6, required: true },
];

function renderPage({
  state,
  validate,
  save,
  temp,
  withHealth = false,
}: {
  state: object;
  validate?: Route;
  save?: Route;
  temp?: Route;
  withHealth?: boolean;
}) {
  const { fetchMock } = stubApi({
    '/api/v1/get-dynamic-tabs': () => success(TABS),
    '/api/v1/check-tab-required': () => success({ result: { required: withHealth } }),
    '/api/v1/get-health-questions-dependent-info': () =>
      success({
        result: {
          codition_questions: [{ question_id: 142, question_text: 'Lung disorder?', yes_no_flag: null, conditions: [] }],
          medication_question: null,
          notes: null,
        },
      }),
    '/api/v1/get-form-fields-dependent-primary-info': () => success({ result: FIELDS }),
    '/api/v1/get-dependents-existing-user-enrollment': () => success({ result: state }),
    '/api/v1/delete-dependent-in-IO': () => success({ version: 1 }),
    ...(validate ? { '/api/v1/validate-single-dependent': validate } : {}),
    ...(save ? { '/api/v1/save-dependent-info': save } : {}),
    ...(temp ? { '/api/v1/save-dependent-info-to-temp': temp } : {}),
  });
  storage.set('tempId', TEMP_ID);
  const router = createMemoryRouter([{ path: '/enrollment/dependent-information', element: <DependentInformationPage /> }], {
    initialEntries: ['/enrollment/dependent-information'],
  });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { fetchMock };
}

afterEach(() => vi.unstubAllGlobals());

const bodyOf = (fetchMock: ReturnType<typeof stubApi>['fetchMock'], path: string): unknown => {
  const sent = fetchMock.mock.calls.filter(([input]) => String(input).includes(path)).at(-1);
  return sent ? JSON.parse(String((sent as unknown as [string, RequestInit])[1].body)) : undefined;
};

/** Fills the open add form with a valid dependent born on `birthdate` (mm/dd/yyyy). */
async function fillDependent(form: HTMLElement, first: string, birthdate: string) {
  fireEvent.change(within(form).getByLabelText(/First Name/), { target: { value: first } });
  fireEvent.change(within(form).getByLabelText(/Last Name/), { target: { value: 'Carter' } });
  fireEvent.change(within(form).getByLabelText(/Date of Birth/), { target: { value: birthdate } });
  fireEvent.change(within(form).getByLabelText(/^SSN/), { target: { value: '627184930' } });
  const gender = within(form).getByRole('combobox', { name: /Gender/ });
  const { value } = await within(gender).findByRole<HTMLOptionElement>('option', { name: 'Female' });
  fireEvent.change(gender, { target: { value } });
}

describe("DependentInformationPage, the age rules and the tier's limits (docs/decisions/0099)", () => {
  it('refuses a spouse under 18 on the effective date in the form, before sending', async () => {
    const validate = vi.fn<Route>();
    renderPage({ state: listState([], 'IS'), validate });
    fireEvent.click(await screen.findByRole('button', { name: '+ Add Spouse' }));
    const form = await screen.findByRole('region', { name: 'Dependent #1' });
    await fillDependent(form, 'Ana', '06/01/2009');
    expect(within(form).queryByRole('checkbox', { name: /Disabled dependent/ })).not.toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/Date of Birth/)).toHaveAccessibleDescription(
        'A spouse must be at least 18 on the effective date (12/01/2026).',
      ),
    );
    expect(validate).not.toHaveBeenCalled();
  });

  it('refuses a child of 26 unless marked as a disabled dependent, then sends the mark', async () => {
    const validate = vi.fn<Route>(() => success({ result: childOf('d-9', 'Sam') }));
    const { fetchMock } = renderPage({
      state: listState([]),
      validate,
      temp: () => success({ result: listState([childOf('d-9', 'Sam')]) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: '+ Add Child' }));
    const form = await screen.findByRole('region', { name: 'Dependent #1' });
    await fillDependent(form, 'Sam', '05/06/1996');
    fireEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    const birthdate = within(form).getByLabelText(/Date of Birth/);
    await waitFor(() =>
      expect(birthdate).toHaveAccessibleDescription(
        'A child must be under 26 on the effective date (12/01/2026), unless marked as a disabled dependent.',
      ),
    );
    expect(validate).not.toHaveBeenCalled();
    fireEvent.click(within(form).getByRole('checkbox', { name: /Disabled dependent/ }));
    await waitFor(() => expect(birthdate).not.toHaveAccessibleDescription(/must be under 26/));
    fireEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(validate).toHaveBeenCalledTimes(1));
    expect(bodyOf(fetchMock, '/api/v1/validate-single-dependent')).toMatchObject({
      primary_info: { first_name: 'Sam', birthdate: '05/06/1996', relationship: 'child', is_disabled: '1' },
    });
  });

  it('offers no + Add Child once the premier IC child is listed', async () => {
    renderPage({ state: listState([childOf('d-1', 'Ava')], 'IC', true) });
    expect(await screen.findByText('Child #1: Ava Carter')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '+ Add Child' })).not.toBeInTheDocument();
  });

  it('says the premier IC rule in words beside the specification’s message', async () => {
    renderPage({ state: listState([childOf('d-1', 'Ava'), childOf('d-2', 'Noah')], 'IC', true) });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your premier plan (L713) covers one child on Member + 1 Child. Delete a child to go on, or choose the Family tier to cover every child.',
    );
  });

  it('asks before deleting: Cancel keeps the dependent and gives focus back, Delete takes it off and keeps the list on the server', async () => {
    const temp = vi.fn<Route>(() => success({ result: listState([childOf('d-1', 'Ava')]) }));
    const { fetchMock } = renderPage({ state: listState([childOf('d-1', 'Ava'), childOf('d-2', 'Noah')]), temp });
    const deleteNoah = await screen.findByRole('button', { name: 'Delete Dependent #2' });
    deleteNoah.focus();
    fireEvent.click(deleteNoah);
    const dialog = await screen.findByRole('dialog', { name: 'Delete Dependent #2?' });
    expect(dialog).toHaveTextContent('Noah Carter will be taken off your dependents.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Child #2: Noah Carter')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Dependent #2' })).toHaveFocus());
    expect(temp).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Dependent #2' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete Dependent #2?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Child #2: Noah Carter')).not.toBeInTheDocument());
    await waitFor(() => expect(temp).toHaveBeenCalledTimes(1));
    expect(bodyOf(fetchMock, '/api/v1/save-dependent-info-to-temp')).toMatchObject({
      dependents: [{ primary_info: { first_name: 'Ava' } }],
    });
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
  });
});

describe('DependentInformationPage', () => {
  it.each([
    ['applicant', 'The people covered with you under the tier you chose.'],
    ['rep', 'The people covered with the applicant under the tier chosen.'],
  ] as const)('words its intro for the %s who fills it (docs/decisions/0100)', async (eprocess, intro) => {
    storage.set('eprocess', eprocess);
    renderPage({ state: listState([]) });
    expect(await screen.findByText(intro)).toBeInTheDocument();
    storage.remove('eprocess');
  });

  it('shows the tier banner and + Add Child for an empty IC list, and clears the server dependent info', async () => {
    const { fetchMock } = renderPage({ state: listState([]) });
    expect(await screen.findByRole('heading', { name: 'Dependent Information' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Child information required');
    expect(screen.getByRole('button', { name: '+ Add Child' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/v1/delete-dependent-in-IO'))).toBe(true),
    );
  });

  it('shows the premier IC message in red with two children, and no Next', async () => {
    renderPage({ state: listState([childOf('d-1', 'Ava'), childOf('d-2', 'Noah')], 'IC', true) });
    expect(await screen.findByText('Child #1: Ava Carter')).toBeInTheDocument();
    expect(screen.getByText('Child #2: Noah Carter')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Only one child is allowed in L713 plans for IC tier please delete additional child to proceed further',
    );
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('offers Next with the green hint once the list is complete', async () => {
    renderPage({ state: listState([childOf('d-1', 'Ava')], 'IC', true) });
    expect(await screen.findByRole('status')).toHaveTextContent('You can proceed further clicking next button');
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it("shows the server's primary_info.first_name error under the add form's First Name", async () => {
    const validate = vi.fn<Route>(() => ({
      status: 400,
      body: {
        status: 'error',
        message: 'Invalid',
        data: [{ target_element: 'primary_info.first_name', error_message: 'Please enter valid first name' }],
      },
    }));
    renderPage({ state: listState([]), validate });
    fireEvent.click(await screen.findByRole('button', { name: '+ Add Child' }));
    const form = await screen.findByRole('region', { name: 'Dependent #1' });
    fireEvent.change(within(form).getByLabelText(/First Name/), { target: { value: 'Ava' } });
    fireEvent.change(within(form).getByLabelText(/Last Name/), { target: { value: 'Carter' } });
    fireEvent.change(within(form).getByLabelText(/Date of Birth/), { target: { value: '09212014' } });
    fireEvent.change(within(form).getByLabelText(/^SSN/), { target: { value: '627184930' } });
    const gender = within(form).getByRole('combobox', { name: /Gender/ });
    const { value } = await within(gender).findByRole<HTMLOptionElement>('option', { name: 'Female' });
    fireEvent.change(gender, { target: { value } });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(within(form).getByLabelText(/First Name/)).toHaveAccessibleDescription(/Please enter valid first name/));
    expect(validate).toHaveBeenCalledTimes(1);
  });
});

describe('DependentInformationPage, premier IF and saving', () => {
  it("asks the spouse question first and answers 'Please select spouse status' without a choice", async () => {
    renderPage({ state: listState([], 'IF', true) });
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please select spouse status')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '+ Add Spouse' })).not.toBeInTheDocument();
  });

  it('sends the spouse answer to the server and then offers + Add Child after a No', async () => {
    const temp = vi.fn<Route>(() => success({ result: { ...listState([], 'IF', true), spouse_choice: '0' } }));
    const { fetchMock } = renderPage({ state: listState([], 'IF', true), temp });
    fireEvent.click(await screen.findByRole('radio', { name: 'No' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: '+ Add Child' })).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([input]) => String(input).includes('/api/v1/save-dependent-info-to-temp'));
    expect(JSON.parse(String((sent as unknown as [string, RequestInit])[1].body))).toMatchObject({ spouse_choice: '0', dependents: [] });
  });

  it('shows the last message of a refused save in red', async () => {
    const save = vi.fn<Route>(() => ({
      status: 400,
      body: {
        status: 'error',
        message: 'Invalid',
        data: [
          { target_element: 'dependents.0.primary_info.ssn', error_message: 'Invalid Social Security Number' },
          { target_element: 'dependents', error_message: 'Child information required' },
        ],
      },
    }));
    renderPage({ state: listState([childOf('d-1', 'Ava')]), save });
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    const summary = await screen.findByTestId('error-summary');
    expect(summary).toHaveTextContent(/^Child information required$/);
    await waitFor(() => expect(summary).toHaveFocus());
  });

  it('sends validation errors to the edit form while editing, and blocks add and delete', async () => {
    const validate = vi.fn<Route>(() => ({
      status: 400,
      body: {
        status: 'error',
        message: 'Invalid',
        data: [{ target_element: 'primary_info.last_name', error_message: 'Please enter valid last name' }],
      },
    }));
    renderPage({ state: listState([childOf('d-1', 'Ava')]), validate });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Dependent #1' }));
    const form = await screen.findByRole('region', { name: 'Dependent #1' });
    expect(screen.queryByRole('button', { name: '+ Add Child' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Dependent #1' })).toHaveAttribute('aria-disabled', 'true');
    fireEvent.change(within(form).getByLabelText(/^SSN/), { target: { value: '627184930' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(within(form).getByLabelText(/Last Name/)).toHaveAccessibleDescription(/Please enter valid last name/));
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Dependent #1' })).not.toBeInTheDocument();
  });
});

describe('DependentInformationPage, health questions', () => {
  it("shows the hint for a member who is not new, and a server health_info error under the condition's field", async () => {
    const validate = vi.fn<Route>(() => ({
      status: 400,
      body: {
        status: 'error',
        message: 'Invalid',
        data: [
          {
            target_element: 'health_info.condition_questions.0.conditions.0.health_condition',
            error_message: 'Please keep this to 255 characters',
          },
        ],
      },
    }));
    const { fetchMock } = renderPage({
      state: { ...listState([childOf('d-1', 'Ava')]), enroll_type: 'existing-member' },
      validate,
      withHealth: true,
    });
    expect(await screen.findByText('Please add/edit your dependent info to add/edit health questions.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Dependent #1' }));
    const form = await screen.findByRole('region', { name: 'Dependent #1' });
    fireEvent.change(within(form).getByLabelText(/^SSN/), { target: { value: '627184930' } });
    fireEvent.click(within(form).getAllByRole('radio', { name: 'Yes' })[0]!);
    fireEvent.change(await within(form).findByLabelText(/Health Condition/), { target: { value: 'Asthma' } });
    fireEvent.change(within(form).getByLabelText(/Date of Onset/), { target: { value: '01012010' } });
    const noes = within(form).getAllByRole('radio', { name: 'No' });
    fireEvent.click(noes[1]!);
    fireEvent.click(noes[2]!);
    fireEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/Health Condition/)).toHaveAccessibleDescription(/Please keep this to 255 characters/),
    );
    expect(validate).toHaveBeenCalledTimes(1);
    const sent = fetchMock.mock.calls.find(([input]) => String(input).includes('/api/v1/validate-single-dependent'));
    expect(JSON.parse(String((sent as unknown as [string, RequestInit])[1].body)).health_info.condition_questions[0]).toMatchObject({
      question_id: 142,
      yes_no_flag: '1',
    });
  });
});
