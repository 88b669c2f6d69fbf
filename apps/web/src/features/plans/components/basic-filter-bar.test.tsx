import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, success, type Route } from '@/testing/fetch-stub';
import { BasicFilterBar } from './basic-filter-bar';

const TEMP_ID = '0b7f3c9e-8a41-4d2b-9d55-3f1f6a2c7e10';
const CHANGE_PATH = `/api/v1/change-filter-info/${TEMP_ID}`;
const filterInfo: Route = () =>
  success({ result: { zip: '75201', state: 'TX', dob: '01/15/1985', gender: '1', tier: 'IS', is_smoker: '0', annual_incode: '60000.00' } });
const refusal =
  (...errors: Array<[string, string]>): Route =>
  () => ({
    status: 400,
    body: { status: 'error', data: errors.map(([target_element, error_message]) => ({ target_element, error_message })) },
  });

function Harness({ onEditClose }: { onEditClose: () => void }) {
  const [isEditOpen, setEditOpen] = useState(false);
  return (
    <BasicFilterBar
      enrollmentId={TEMP_ID}
      isEditOpen={isEditOpen}
      onEditOpen={() => setEditOpen(true)}
      onEditClose={() => {
        onEditClose();
        setEditOpen(false);
      }}
    />
  );
}

async function openEdit(change: Route) {
  const { fetchMock } = stubApi({ '/api/v1/get-enrollment-temp-info': filterInfo, [CHANGE_PATH]: change });
  const onEditClose = vi.fn();
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Harness onEditClose={onEditClose} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  await screen.findByTestId('basic-filter');
  fireEvent.click(screen.getByRole('button', { name: 'Edit basic filter' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit basic filter' });
  await waitFor(() => expect(within(dialog).getByLabelText(/Zip code/)).toHaveValue('75201'));
  return { dialog, fetchMock, onEditClose };
}

function changeBody(fetchMock: ReturnType<typeof stubApi>['fetchMock']): unknown {
  const sent = fetchMock.mock.calls.find(([input]) => String(input).startsWith(CHANGE_PATH));
  const init = (sent as unknown as [string, RequestInit] | undefined)?.[1];
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}

afterEach(() => vi.unstubAllGlobals());

describe('BasicFilterBar', () => {
  it('saves the edited filter as the body of change-filter-info and closes the popup', async () => {
    const { dialog, fetchMock, onEditClose } = await openEdit(() => success({ temp_enrollment_id: TEMP_ID }));
    fireEvent.change(within(dialog).getByLabelText(/Zip code/), { target: { value: '60601' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onEditClose).toHaveBeenCalled());
    expect(changeBody(fetchMock)).toEqual({ zip: '60601', dob: '01/15/1985', gender: '1', tier: 'IS', is_smoker: '0' });
  });

  it("shows the server's field error under its field in the popup", async () => {
    const { dialog, onEditClose } = await openEdit(refusal(['dob', 'You must be 18 years to proceed']));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const dob = within(dialog).getByLabelText(/Date of birth/);
    await waitFor(() => expect(dob).toHaveAccessibleDescription('You must be 18 years to proceed'));
    expect(dob).toHaveValue('01/15/1985');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(onEditClose).not.toHaveBeenCalled();
  });

  it('shows a message no field of the popup owns in its summary', async () => {
    const { dialog, onEditClose } = await openEdit(refusal(['platform_group_id', 'Invalid id']));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid id');
    expect(within(dialog).getByLabelText(/Zip code/)).not.toHaveAccessibleDescription();
    expect(onEditClose).not.toHaveBeenCalled();
  });
});
