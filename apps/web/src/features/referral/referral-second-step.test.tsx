import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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

  it('shows a failed save', async () => {
    renderStep(vi.fn().mockRejectedValue(new Error('Enrollment not found')), '0');
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    fireEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByText('Enrollment not found')).toBeInTheDocument();
  });
});
