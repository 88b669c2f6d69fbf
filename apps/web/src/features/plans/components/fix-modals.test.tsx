import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { AnnualIncomeModal, WorkingHoursModal } from './fix-modals';

type Modal = typeof AnnualIncomeModal;

function renderFix(Component: Modal, onSave = vi.fn().mockResolvedValue(undefined), onClose = vi.fn()) {
  render(
    <MantineProvider>
      <Component opened onClose={onClose} filter={{ zip: '75201' }} onSave={onSave} />
    </MantineProvider>,
  );
  return { onSave, onClose };
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('the income and hours fixes of the plan page', () => {
  it('asks for the annual income, refuses what is not an amount, and saves dollars as annual_incode', async () => {
    const { onSave, onClose } = renderFix(AnnualIncomeModal);
    save();
    expect(await screen.findByText('Field is required')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /your annual income/i }), { target: { value: 'lots' } });
    save();
    expect(await screen.findByText('Enter a valid annual income')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /your annual income/i }), { target: { value: '$55,000' } });
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ annual_incode: '55000' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('takes weekly hours as digits only, at most 168, and saves them as working_hours', async () => {
    const { onSave } = renderFix(WorkingHoursModal);
    const input = screen.getByLabelText(/hours you work per week/i);
    fireEvent.change(input, { target: { value: '4x0' } });
    expect(input).toHaveValue('40');
    fireEvent.change(input, { target: { value: '200' } });
    save();
    expect(await screen.findByText('Enter valid weekly working hours')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '32' } });
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ working_hours: 32 }));
  });

  it("shows the server's field message under the field and keeps the modal open", async () => {
    const failure = new ApiError({
      status: 400,
      message: 'Enter valid weekly working hours',
      fieldErrors: [{ target_element: 'working_hours', error_message: 'Too few hours for this plan' }],
    });
    const { onClose } = renderFix(WorkingHoursModal, vi.fn().mockRejectedValue(failure));
    fireEvent.change(screen.getByLabelText(/hours you work per week/i), { target: { value: '10' } });
    save();
    expect(await screen.findByText('Too few hours for this plan')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
