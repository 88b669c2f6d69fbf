import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { stubApi, success, type Route } from '@/testing/fetch-stub';
import { FilterForm } from './filter-form';

const TEMP_ID = '0b7f3c9e-8a41-4d2b-9d55-3f1f6a2c7e10';
const ANSWERS = { zip: '75201', dob: '01/15/1985', gender: '1', tier: 'IS' };
const zipOk: Route = () => success({ zip: '75201', state: 'TX', city: 'Dallas' });
const refusal =
  (target_element: string, error_message: string): Route =>
  () => ({ status: 400, body: { status: 'error', data: [{ target_element, error_message }] } });

function renderForm(routes: Record<string, Route>) {
  stubApi(routes);
  const onSaved = vi.fn();
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <FilterForm defaultValues={ANSWERS} onSaved={onSaved} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
  return { onSaved };
}

afterEach(() => vi.unstubAllGlobals());

describe('FilterForm (the one-form filter)', () => {
  it("shows the zip lookup's refusal under the zip field", async () => {
    const { onSaved } = renderForm({ '/api/v1/validate-zip-code': refusal('zip_code', 'Invalid Zip code') });
    await waitFor(() => expect(screen.getByLabelText(/Zip code/)).toHaveAccessibleDescription('Invalid Zip code'));
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("shows the save call's field error under its field", async () => {
    const { onSaved } = renderForm({
      '/api/v1/validate-zip-code': zipOk,
      '/api/v1/add-filter-for-new-user': refusal('dob', 'You must be 18 years to proceed'),
    });
    await waitFor(() => expect(screen.getByLabelText(/Date of birth/)).toHaveAccessibleDescription('You must be 18 years to proceed'));
    expect(onSaved).not.toHaveBeenCalled();
    expect(storage.get('tempId')).toBeNull();
  });

  it('shows a message no field owns in the summary', async () => {
    renderForm({
      '/api/v1/validate-zip-code': zipOk,
      '/api/v1/add-filter-for-new-user': refusal('referral', 'Invalid referral link'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid referral link');
  });

  it('saves the answers and hands back the new enrollment', async () => {
    const { onSaved } = renderForm({
      '/api/v1/validate-zip-code': zipOk,
      '/api/v1/add-filter-for-new-user': () => success({ temp_enrollment_id: TEMP_ID }),
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(TEMP_ID, ANSWERS));
    expect(storage.get('tempId')).toBe(TEMP_ID);
  });
});
