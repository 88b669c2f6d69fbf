import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { stubApi, success, type Route } from '@/testing/fetch-stub';
import { BeneficiaryInfoPage, SUBMIT_EDIT_FIRST } from './beneficiary-info-page';


const TEMP_ID = '3b0f3f7e-2d7a-4c55-9a57-0d0c6f1f9a11';
const rule = (field_name: string, required: boolean) => ({ field_name, value: null, required, read_only: false });
const FIELDS = [
  rule('first_name', true),
  rule('middle_name', false),
  rule('last_name', true),
  rule('birthdate', true),
  rule('ssn', false),
  rule('relationship', true),
  rule('beneficiary_percentage', true),
];
const RELATIONSHIPS = [
  { name: 'Spouse', value: 'Spouse' },
  { name: 'Child', value: 'Child' },
];
const diego = {
  beneficiary_id: 'b-1',
  first_name: 'Diego',
  middle_name: null,
  last_name: 'Martinez',
  birthdate: '01/13/1982',
  ssn: 'xxxxxxxx1928',
  relationship: 'Spouse',
  beneficiary_percentage: 60,
};
const lucia = {
  ...diego,
  beneficiary_id: 'b-2',
  first_name: 'Lucia',
  birthdate: '04/08/2016',
  ssn: '467550123',
  relationship: 'Child',
  beneficiary_percentage: 40,
};

const TABS = [
  { tab_name: 'primary_info', order: 0, required: true },
  { tab_name: 'beneficiary_info', order: 3, required: true },
  { tab_name: 'primary_health_info', order: 4, required: true },
];

function renderPage({ existing = [diego], validate, save }: { existing?: object[]; validate?: Route; save?: Route } = {}) {
  const { fetchMock } = stubApi({
    '/api/v1/get-dynamic-tabs': () => success(TABS),
    '/api/v1/get-form-fields-beneficiary-info': () => success({ result: FIELDS }),
    '/api/v1/get-beneficiary-relationships': () => success({ result: RELATIONSHIPS }),
    '/api/v1/get-beneficiaries-existing-user-enrollment': () => success({ result: { beneficiaries: existing } }),
    ...(validate ? { '/api/v1/validate-single-beneficiary': validate } : {}),
    ...(save ? { '/api/v1/save-beneficiary-info': save } : {}),
  });
  storage.set('tempId', TEMP_ID);
  const router = createMemoryRouter(
    [
      { path: '/enrollment/beneficiary-info', element: <BeneficiaryInfoPage /> },
      { path: '/enrollment/health-questions', element: <p>Health questions step</p> },
    ],
    { initialEntries: ['/enrollment/beneficiary-info'] },
  );
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { fetchMock, router };
}

const bodyOf = (fetchMock: ReturnType<typeof stubApi>['fetchMock'], path: string): unknown => {
  const sent = fetchMock.mock.calls.filter(([input]) => String(input).startsWith(path)).at(-1);
  return sent ? JSON.parse(String((sent as unknown as [string, RequestInit])[1].body)) : undefined;
};

/** Fills the open popup with Lucia at 40%. */
async function fillLucia(dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByLabelText(/First Name/), { target: { value: 'Lucia' } });
  fireEvent.change(within(dialog).getByLabelText(/Last Name/), { target: { value: 'Martinez' } });
  fireEvent.change(within(dialog).getByLabelText(/Date of Birth/), { target: { value: '04082016' } });
  fireEvent.change(within(dialog).getByLabelText(/^SSN/), { target: { value: '467550123' } });
  fireEvent.change(within(dialog).getByLabelText(/Beneficiary Percentage/), { target: { value: '40' } });
  const relationship = within(dialog).getByRole('combobox', { name: /Relationship/ });
  const { value } = await within(relationship).findByRole<HTMLOptionElement>('option', { name: 'Child' });
  fireEvent.change(relationship, { target: { value } });
}

afterEach(() => vi.unstubAllGlobals());

describe('BeneficiaryInfoPage', () => {
  it('lists the beneficiaries on file with their total and the under-100 message; Next says what to change and saves nothing', async () => {
    const save = vi.fn<Route>();
    renderPage({ save });
    expect(await screen.findByText('Beneficiary #1: Diego Martinez')).toBeInTheDocument();
    expect(screen.getByText('Total: 60% of 100%')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your total Beneficiary Percentage is 60 and it Should be ideally not less than 100%',
    );
    expect(screen.getByRole('button', { name: 'Edit Beneficiary #1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Beneficiary #1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+ Add Beneficiary' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('The shares add up to 60%: give the other 40% by raising a share (Edit) or by adding a beneficiary.');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(save).not.toHaveBeenCalled();
  });

  it('asks for beneficiaries while the list is empty', async () => {
    renderPage({ existing: [] });
    expect(await screen.findByRole('status')).toHaveTextContent('Please add your beneficiaries before continuing.');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please add your beneficiaries before continuing.');
  });

  it("shows the server's field error under its field in the add popup", async () => {
    const validate = vi.fn<Route>(() => ({
      status: 400,
      body: { status: 'error', message: 'Invalid', data: [{ target_element: 'ssn', error_message: 'Invalid Social Security Number' }] },
    }));
    renderPage({ validate });
    fireEvent.click(await screen.findByRole('button', { name: '+ Add Beneficiary' }));
    const dialog = await screen.findByRole('dialog', { name: 'Beneficiary #2' });
    await fillLucia(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^SSN/)).toHaveAccessibleDescription(/Invalid Social Security Number/));
    expect(validate).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Beneficiary #2: Lucia Martinez')).not.toBeInTheDocument();
  });

  it('checks the popup in the browser first, with the specification’s messages', async () => {
    const validate = vi.fn<Route>();
    renderPage({ validate });
    fireEvent.click(await screen.findByRole('button', { name: '+ Add Beneficiary' }));
    const dialog = await screen.findByRole('dialog', { name: 'Beneficiary #2' });
    fireEvent.change(within(dialog).getByLabelText(/Beneficiary Percentage/), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/Beneficiary Percentage/)).toHaveAccessibleDescription(
        'Beneficiary percentage should not be 0 or more than 100',
      ),
    );
    expect(within(dialog).getByLabelText(/First Name/)).toHaveAccessibleDescription('Field is required');
    expect(validate).not.toHaveBeenCalled();
  });

  it('adds the checked beneficiary, reaches 100, hides adding, and Next saves all then advances', async () => {
    const { fetchMock, router } = renderPage({ validate: () => success({ result: lucia }), save: () => success({ version: 3 }) });
    fireEvent.click(await screen.findByRole('button', { name: '+ Add Beneficiary' }));
    const dialog = await screen.findByRole('dialog', { name: 'Beneficiary #2' });
    await fillLucia(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Beneficiary #2: Lucia Martinez')).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/v1/validate-single-beneficiary')).toMatchObject({
      enrollment_id: TEMP_ID,
      first_name: 'Lucia',
      birthdate: '04/08/2016',
      relationship: 'Child',
      beneficiary_percentage: '40',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Now You can Continue Enrollment');
    expect(screen.queryByRole('button', { name: '+ Add Beneficiary' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/enrollment/health-questions'));
    expect(bodyOf(fetchMock, '/api/v1/save-beneficiary-info')).toEqual({ enrollment_id: TEMP_ID, beneficiaries: [diego, lucia] });
    expect(JSON.stringify(window.localStorage)).not.toContain('467550123');
  });

  it('while editing, blocks delete and Next with the reason, then replaces the entry', async () => {
    renderPage({
      existing: [diego, lucia],
      validate: () => success({ result: { ...diego, first_name: 'Diego Andres', beneficiary_percentage: 60 } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Beneficiary #1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Beneficiary #1' });
    expect(within(dialog).getByLabelText(/First Name/)).toHaveValue('Diego');
    expect(within(dialog).getByLabelText(/^SSN/)).toHaveValue('xxxxxxxx1928');

    const deleteLucia = screen.getByRole('button', { name: 'Delete Beneficiary #2', hidden: true });
    expect(deleteLucia).toHaveAttribute('aria-disabled', 'true');
    expect(deleteLucia).toHaveAccessibleDescription(SUBMIT_EDIT_FIRST);
    const next = screen.getByRole('button', { name: 'Next', hidden: true });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAccessibleDescription(SUBMIT_EDIT_FIRST);

    fireEvent.change(within(dialog).getByLabelText(/First Name/), { target: { value: 'Diego Andres' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Beneficiary #1: Diego Andres Martinez')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Beneficiary #2' })).not.toHaveAttribute('aria-disabled');
  });

  it('asks before deleting: Cancel keeps the beneficiary and gives focus back', async () => {
    renderPage({ existing: [diego, lucia] });
    const deleteLucia = await screen.findByRole('button', { name: 'Delete Beneficiary #2' });
    deleteLucia.focus();
    fireEvent.click(deleteLucia);
    const dialog = await screen.findByRole('dialog', { name: 'Delete Beneficiary #2?' });
    expect(dialog).toHaveTextContent('Lucia Martinez will be taken off your beneficiaries.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Beneficiary #2: Lucia Martinez')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Beneficiary #2' })).toHaveFocus());
  });

  it('deletes a beneficiary once confirmed and offers adding again', async () => {
    renderPage({ existing: [diego, lucia] });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Beneficiary #2' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete Beneficiary #2?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Beneficiary #2: Lucia Martinez')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your total Beneficiary Percentage is 60 and it Should be ideally not less than 100%',
    );
    expect(screen.getByRole('button', { name: '+ Add Beneficiary' })).toBeInTheDocument();
  });

  it('stops adding at 3 beneficiaries', async () => {
    const share = (id: string, first_name: string) => ({ ...lucia, beneficiary_id: id, first_name, beneficiary_percentage: 30 });
    renderPage({ existing: [share('a', 'Ana'), share('b', 'Ben'), share('c', 'Cal')] });
    expect(await screen.findByText('Beneficiary #3: Cal Martinez')).toBeInTheDocument();
    expect(screen.getByText('Maximum allowed number of beneficiaries is 3')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your total Beneficiary Percentage is 90 and it Should be ideally not less than 100%',
    );
    expect(screen.queryByRole('button', { name: '+ Add Beneficiary' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The shares add up to 90%: give the other 10% by raising a share (Edit).');
  });

  it('shows a refused save as one main message', async () => {
    const { router } = renderPage({
      existing: [diego, lucia],
      save: () => ({
        status: 400,
        body: {
          status: 'error',
          message: 'Invalid',
          data: [{ target_element: 'beneficiaries.1.ssn', error_message: 'Invalid Social Security Number' }],
        },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Beneficiary #2 SSN: Invalid Social Security Number');
    expect(router.state.location.pathname).toBe('/enrollment/beneficiary-info');
  });
});
