import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SampleEnrollForm } from './sample-enroll-form';

function renderForm(onSubmit = vi.fn(), { withPlanType = true } = {}) {
  render(
    <MantineProvider env="test">
      <SampleEnrollForm submitLabel="Get Custom Plans" defaultPlanType={withPlanType ? 'dental' : undefined} onSubmit={onSubmit} />
    </MantineProvider>,
  );
  return { onSubmit, submit: () => fireEvent.click(screen.getByRole('button', { name: 'Get Custom Plans' })) };
}

describe('SampleEnrollForm', () => {
  it("checks birth date and zip with the store's rules, each message as its field's description", async () => {
    const { onSubmit, submit } = renderForm();
    const dob = screen.getByLabelText(/Birth date/);
    const zip = screen.getByLabelText(/Zip code/);
    submit();
    await waitFor(() => expect(dob).toHaveAccessibleDescription('Field is required'));
    expect(zip).toHaveAccessibleDescription('Field is required');

    fireEvent.change(dob, { target: { value: '01/15/2015' } });
    fireEvent.change(zip, { target: { value: '752a' } });
    submit();
    await waitFor(() => expect(dob).toHaveAccessibleDescription('You must be 18 years to proceed'));
    expect(zip).toHaveValue('752');
    expect(zip).toHaveAccessibleDescription('Enter 5 digit zip code');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('needs a plan type', async () => {
    const { onSubmit, submit } = renderForm(vi.fn(), { withPlanType: false });
    submit();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Plan type/ })).toHaveAccessibleDescription('Field is required'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands over the wire-shaped values once they pass', async () => {
    const { onSubmit, submit } = renderForm();
    fireEvent.change(screen.getByLabelText(/Birth date/), { target: { value: '01151985' } });
    fireEvent.change(screen.getByLabelText(/Zip code/), { target: { value: '75201' } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ category: 'dental', dob: '01/15/1985', zip: '75201' });
  });
});
