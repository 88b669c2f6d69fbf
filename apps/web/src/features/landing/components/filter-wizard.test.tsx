import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocatedZip } from '@/lib/located-zip';
import { storage } from '@/lib/storage';
import { todayIso } from '@/lib/today';
import { stubApi, success, type Route as StubRoute } from '@/testing/fetch-stub';
import { FilterWizard } from './filter-wizard';

const TEMP_ID = '0b7f3c9e-8a41-4d2b-9d55-3f1f6a2c7e10';
const ADULT_DOB = '01/15/1985';
const zipOk: StubRoute = () => success({ zip: '75201', state: 'TX', city: 'Dallas' });
const dobOk: StubRoute = () => success({ dob: '1985-01-15', age: 40 });
const coverages: StubRoute = () =>
  success([
    { key: 'LOW_COST', label: 'Low Cost / High Deductible' },
    { key: 'PRESCRIPTION', label: 'Prescription' },
  ]);

function renderWizard(audience?: 'self' | 'member', tier?: 'IO' | 'IS' | 'IC' | 'IF') {
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route path="/" element={<FilterWizard categories={['dental', 'vision', 'medical']} audience={audience} tier={tier} />} />
            <Route path="/plans" element={<p>Plans list</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** mm/dd/yyyy of a person `years` old on the store's day (the day the wizard checks ages on). */
function birthdayYearsAgo(years: number): string {
  const [year, month, day] = todayIso().split('-');
  return `${month}/${day}/${Number(year) - years}`;
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function answerFirstFiveSteps() {
  type(/zip code/, '75201');
  next();
  await screen.findByLabelText(/date of birth/);
  type(/date of birth/, ADULT_DOB);
  next();
  fireEvent.click(await screen.findByRole('radio', { name: 'Female' }));
  next();
  fireEvent.click(await screen.findByRole('radio', { name: /Member \+ Spouse/ }));
  next();
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Dental' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Vision' }));
  next();
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Prescription' }));
}

function bodyOf(fetchMock: ReturnType<typeof stubApi>['fetchMock'], path: string): unknown {
  const call = fetchMock.mock.calls.find(([input]) => String(input).startsWith(path));
  const init = (call as unknown as [string, RequestInit] | undefined)?.[1];
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('FilterWizard', () => {
  it('asks a rep or group administrator about the member, and a shopper about themselves', async () => {
    stubApi({ '/service/validate-zip-code': zipOk, '/api/v2/validate-dob': dobOk });
    renderWizard('member');
    expect(screen.getByLabelText("What is the member's zip code?")).toBeInTheDocument();
    expect(screen.queryByText(/your zip code/)).not.toBeInTheDocument();
    type(/zip code/, '75201');
    next();
    expect(await screen.findByLabelText("What is the member's date of birth?")).toBeInTheDocument();
    type(/date of birth/, ADULT_DOB);
    next();
    expect(await screen.findByRole('radiogroup', { name: "What is the member's gender?" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
    next();
    expect(await screen.findByRole('radiogroup', { name: 'Who will the plans cover?' })).toBeInTheDocument();
    expect(screen.getByText('The member and their spouse')).toBeInTheDocument();
    expect(screen.queryByText(/Me and my/)).not.toBeInTheDocument();
  });

  it('asks a shopper about themselves by default', () => {
    renderWizard();
    expect(screen.getByLabelText('What is your zip code?')).toBeInTheDocument();
  });

  it('advances only when the step is valid, on the client and on the server', async () => {
    const zipCalls: string[] = [];
    stubApi({
      '/service/validate-zip-code': () => {
        zipCalls.push('zip');
        return zipCalls.length === 1
          ? { status: 400, body: { status: 'error', data: [{ target_element: 'zip', error_message: 'Invalid Zip code' }] } }
          : zipOk(new URLSearchParams());
      },
      '/api/v2/validate-dob': () => ({
        status: 400,
        body: {
          status: 'error',
          data: [{ target_element: 'dob', error_message: 'Invalid date' }],
          message: 'Invalid date',
          errors: { dob: ['Please check your date of birth'] },
        },
      }),
    });
    renderWizard();
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();

    next();
    expect(await screen.findByText('Field is required')).toBeInTheDocument();
    type(/zip code/, '123');
    next();
    expect(await screen.findByText('Enter 5 digit zip code')).toBeInTheDocument();
    expect(zipCalls).toEqual([]);

    type(/zip code/, '00000');
    next();
    expect(await screen.findByText('Invalid Zip code')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();

    type(/zip code/, '75201');
    next();
    expect(await screen.findByText('Step 2 of 6')).toBeInTheDocument();

    type(/date of birth/, birthdayYearsAgo(17));
    next();
    expect(await screen.findByText('You must be 18 years to proceed')).toBeInTheDocument();

    // The server's refusal shows its errors.dob message.
    type(/date of birth/, ADULT_DOB);
    next();
    expect(await screen.findByText('Please check your date of birth')).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 6')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Step 1 of 6')).toBeInTheDocument();
    expect(screen.getByLabelText(/zip code/)).toHaveValue('75201');
  });

  it('adds the slashes to a date of birth as it is typed, and never moves a digit', async () => {
    stubApi({ '/service/validate-zip-code': zipOk });
    renderWizard();
    type(/zip code/, '75201');
    next();
    await screen.findByText('Step 2 of 6');
    const field = screen.getByLabelText<HTMLInputElement>(/date of birth/);
    for (const key of '11051985') type(/date of birth/, field.value + key);
    expect(field).toHaveValue('11/05/1985');
    type(/date of birth/, '');
    type(/date of birth/, '1990-06-15');
    expect(field).toHaveValue('06/15/1990');

    // A month of 13 is no month: the digits stay where they were typed, for the check to refuse (docs/decisions/0097).
    type(/date of birth/, '');
    for (const key of '13452010') type(/date of birth/, field.value + key);
    expect(field).toHaveValue('13452010');
    next();
    expect(await screen.findByText('Invalid date')).toBeInTheDocument();
    expect(screen.getByLabelText(/date of birth/)).toHaveAccessibleDescription(/Invalid date/);
    expect(screen.getByLabelText(/date of birth/)).toHaveValue('13452010');
  });

  it('says a future date of birth is under 18, as the spec words it', async () => {
    stubApi({ '/service/validate-zip-code': zipOk });
    renderWizard();
    type(/zip code/, '75201');
    next();
    await screen.findByText('Step 2 of 6');
    type(/date of birth/, birthdayYearsAgo(-3));
    next();
    expect(await screen.findByText('You must be 18 years to proceed')).toBeInTheDocument();
    expect(screen.getByLabelText(/date of birth/)).toHaveAccessibleDescription(/You must be 18 years to proceed/);
    expect(screen.queryByText('Invalid date')).not.toBeInTheDocument();
  });

  it('requires a choice on the choice steps', async () => {
    stubApi({ '/service/validate-zip-code': zipOk, '/api/v2/validate-dob': dobOk, '/api/v2/coverages': coverages });
    renderWizard();
    type(/zip code/, '75201');
    next();
    await screen.findByText('Step 2 of 6');
    type(/date of birth/, ADULT_DOB);
    next();
    await screen.findByText('Step 3 of 6');
    next();
    expect(await screen.findByText('Field is required')).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 6')).toBeInTheDocument();
  });

  it('creates the enrollment, stores it and opens the plans list', async () => {
    const { fetchMock } = stubApi({
      '/service/validate-zip-code': zipOk,
      '/api/v2/validate-dob': dobOk,
      '/api/v2/coverages': coverages,
      '/api/v2/add-filter-for-new-user': () => success({ temp_enrollment_id: TEMP_ID }),
    });
    storage.set('agent_id', 1);
    storage.set('open_type', 'agent');
    storage.set('eprocess', 'applicant');
    renderWizard();
    await answerFirstFiveSteps();
    fireEvent.click(screen.getByRole('button', { name: 'Get Custom Plans' }));

    expect(await screen.findByText('Plans list')).toBeInTheDocument();
    expect(storage.get('tempId')).toBe(TEMP_ID);
    expect(storage.get('isFilterDataSubmitted')).toBe('true');
    expect(bodyOf(fetchMock, '/api/v2/add-filter-for-new-user')).toEqual({
      zip: '75201',
      dob: ADULT_DOB,
      gender: '1',
      tier: 'IS',
      categories: ['dental', 'vision'],
      coverage: ['PRESCRIPTION'],
      eprocess: 'applicant',
      agent_id: 1,
      open_type: 'agent',
    });
  });

  it('does not ask again for a tier the group home already asked for: five steps, and the home\'s tier saved', async () => {
    const { fetchMock } = stubApi({
      '/service/validate-zip-code': zipOk,
      '/api/v2/validate-dob': dobOk,
      '/api/v2/coverages': coverages,
      '/api/v2/add-filter-for-new-user': () => success({ temp_enrollment_id: TEMP_ID }),
    });
    storage.set('eprocess', 'group');
    renderWizard('member', 'IF');
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    type(/zip code/, '75201');
    next();
    await screen.findByLabelText(/date of birth/);
    type(/date of birth/, ADULT_DOB);
    next();
    fireEvent.click(await screen.findByRole('radio', { name: 'Female' }));
    next();
    // Straight from gender to the plan types.
    expect(await screen.findByRole('checkbox', { name: 'Dental' })).toBeInTheDocument();
    expect(screen.getByText('Step 4 of 5')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Who will the plans cover?' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Dental' }));
    next();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Prescription' }));
    fireEvent.click(screen.getByRole('button', { name: 'Get Custom Plans' }));
    expect(await screen.findByText('Plans list')).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/v2/add-filter-for-new-user')).toMatchObject({ tier: 'IF', gender: '1', categories: ['dental'] });
  });

  it("returns to the step of the server's field error", async () => {
    stubApi({
      '/service/validate-zip-code': zipOk,
      '/api/v2/validate-dob': dobOk,
      '/api/v2/coverages': coverages,
      '/api/v2/add-filter-for-new-user': () => ({
        status: 400,
        body: { status: 'error', data: [{ target_element: 'tier', error_message: 'Tier is not offered here' }] },
      }),
    });
    renderWizard();
    await answerFirstFiveSteps();
    fireEvent.click(screen.getByRole('button', { name: 'Get Custom Plans' }));

    expect(await screen.findByText('Step 4 of 6')).toBeInTheDocument();
    expect(screen.getByText('Tier is not offered here')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Who do you want to enroll for?' })).toHaveAccessibleDescription(
      'Tier is not offered here Choose who the plans should cover.',
    );
    expect(storage.get('tempId')).toBeNull();
  });

  it("puts the save call's field errors under their fields, from the first step they name", async () => {
    stubApi({
      '/service/validate-zip-code': zipOk,
      '/api/v2/validate-dob': dobOk,
      '/api/v2/coverages': coverages,
      '/api/v2/add-filter-for-new-user': () => ({
        status: 400,
        body: {
          status: 'error',
          data: [
            { target_element: 'coverage', error_message: 'Invalid coverage' },
            { target_element: 'zip', error_message: 'Invalid Zip code' },
          ],
        },
      }),
    });
    renderWizard();
    await answerFirstFiveSteps();
    fireEvent.click(screen.getByRole('button', { name: 'Get Custom Plans' }));

    expect(await screen.findByText('Step 1 of 6')).toBeInTheDocument();
    const zip = screen.getByLabelText('What is your zip code?');
    expect(zip).toHaveAccessibleDescription('Invalid Zip code Plans and prices depend on where you live.');
    expect(zip).toHaveValue('75201');
    expect(zip).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();

    // Each step keeps its own message until its answer passes again.
    for (let step = 2; step <= 6; step += 1) {
      next();
      await screen.findByText(`Step ${step} of 6`);
    }
    expect(screen.getByRole('group', { name: 'What matters most in your coverage?' })).toHaveAccessibleDescription(
      'Invalid coverage Choose all that apply. We will put the best matches first.',
    );
  });

  it('shows a message no step owns in the summary and stays on the last step', async () => {
    stubApi({
      '/service/validate-zip-code': zipOk,
      '/api/v2/validate-dob': dobOk,
      '/api/v2/coverages': coverages,
      '/api/v2/add-filter-for-new-user': () => ({
        status: 400,
        body: { status: 'error', data: [{ target_element: 'referral', error_message: 'Invalid referral link' }] },
      }),
    });
    renderWizard();
    await answerFirstFiveSteps();
    fireEvent.click(screen.getByRole('button', { name: 'Get Custom Plans' }));

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Invalid referral link');
    expect(summary).toHaveFocus();
    expect(screen.getByText('Step 6 of 6')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Prescription' })).toBeChecked();
    expect(storage.get('tempId')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByText('Step 5 of 6');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('changes the stored enrollment, filled in from its saved filter', async () => {
    const { fetchMock } = stubApi({
      '/api/v1/get-enrollment-temp-info': () =>
        success({
          result: { zip: '75201', state: 'TX', dob: ADULT_DOB, gender: '0', tier: 'IO', categories: ['medical'], coverage: ['LOW_COST'] },
        }),
      '/service/validate-zip-code': zipOk,
      '/api/v2/validate-dob': dobOk,
      '/api/v2/coverages': coverages,
      [`/api/v2/change-filter-info/${TEMP_ID}`]: () => success({ temp_enrollment_id: TEMP_ID }),
    });
    storage.set('tempId', TEMP_ID);
    renderWizard();
    await waitFor(() => expect(screen.getByLabelText(/zip code/)).toHaveValue('75201'));
    for (let step = 2; step <= 6; step += 1) {
      next();
      await screen.findByText(`Step ${step} of 6`);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Get Custom Plans' }));

    expect(await screen.findByText('Plans list')).toBeInTheDocument();
    expect(bodyOf(fetchMock, `/api/v2/change-filter-info/${TEMP_ID}`)).toEqual({
      zip: '75201',
      dob: ADULT_DOB,
      gender: '0',
      tier: 'IO',
      categories: ['medical'],
      coverage: ['LOW_COST'],
    });
  });
});

describe("FilterWizard with the visitor's location", () => {
  it('fills an empty zip with the nearest zip once the location is allowed, and says so', async () => {
    stubApi({});
    renderWizard();
    expect(screen.getByLabelText(/zip code/)).toHaveValue('');

    act(() => setLocatedZip({ zip: '60601', city: 'Chicago', state: 'IL' }));

    await waitFor(() => expect(screen.getByLabelText(/zip code/)).toHaveValue('60601'));
    expect(screen.getByTestId('located-zip-note')).toHaveTextContent(
      'Filled in from your location: 60601 (Chicago, IL) is the zip code nearest to you.',
    );
    // The note goes once the shopper changes the zip.
    type(/zip code/, '75201');
    expect(screen.queryByTestId('located-zip-note')).toBeNull();
  });

  it('never replaces a zip the shopper already typed', async () => {
    stubApi({});
    renderWizard();
    type(/zip code/, '75201');

    // act returns once the wizard has re-rendered with the location and run its effects, where a fill would happen.
    act(() => setLocatedZip({ zip: '60601', city: 'Chicago', state: 'IL' }));

    expect(screen.getByLabelText(/zip code/)).toHaveValue('75201');
    expect(screen.queryByTestId('located-zip-note')).toBeNull();
  });
});
