import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { ReferralSecondStep } from './referral-second-step';

const renderStep = (onSubmit = vi.fn().mockResolvedValue(undefined), defaultGender?: string) =>
  render(
    <MantineProvider>
      <ReferralSecondStep onSubmit={onSubmit} defaultGender={defaultGender} />
    </MantineProvider>,
  );

describe('ReferralSecondStep', () => {
  it("asks for both answers with the spec's message", async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderStep(onSubmit);
    fireEvent.click(screen.getByRole('radio', { name: 'Male' }));
    fireEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByText('Please fill the both fields.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends gender and tobacco use when both are given, keeping the gender from step one', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderStep(onSubmit, '1');
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    fireEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ gender: '1', is_smoker: '1' }));
  });

  it('shows a failed save that names no field above the form', async () => {
    renderStep(vi.fn().mockRejectedValue(new ApiError({ status: 404, message: 'Enrollment not found' })), '0');
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    fireEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enrollment not found');
  });

  it("puts the server's message under the answer it names and keeps the answers", async () => {
    const refusal = new ApiError({
      status: 400,
      message: 'Please check the form',
      fieldErrors: [{ target_element: 'is_smoker', error_message: 'Invalid value' }],
    });
    renderStep(vi.fn().mockRejectedValue(refusal), '1');
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    fireEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    const tobacco = screen.getByRole('radiogroup', { name: /tobacco/ });
    await waitFor(() => expect(tobacco).toHaveAccessibleDescription('Invalid value'));
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.queryByTestId('error-summary')).toBeNull();
  });

  it('takes the message about both answers away once one is picked', async () => {
    renderStep();
    fireEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill the both fields.');
    fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
