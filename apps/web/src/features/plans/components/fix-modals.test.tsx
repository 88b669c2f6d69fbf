import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { AnnualIncomeModal, TobaccoModal, WorkingHoursModal } from './fix-modals';

type Modal = typeof AnnualIncomeModal;
const HOURS_HINT = 'Disability and employer plans need a minimum number of weekly hours.';
const INCOME_HINT = 'Some plans are offered only above a minimum income.';
const failure = (target_element: string, error_message: string) =>
  new ApiError({ status: 400, message: error_message, fieldErrors: [{ target_element, error_message }] });

function renderFix(Component: Modal, onSave = vi.fn().mockResolvedValue(undefined), onClose = vi.fn()) {
  render(
    <MantineProvider>
      <Component opened onClose={onClose} filter={{ zip: '75201', tier: 'IO' }} onSave={onSave} />
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

  it("says the plan's minimum income and holds to it, so a too-low income never brings the same refusal back", async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    render(
      <MantineProvider>
        <AnnualIncomeModal opened onClose={vi.fn()} filter={{ zip: '75201', tier: 'IO' }} onSave={onSave} minimumIncome="25000.00" />
      </MantineProvider>,
    );
    const input = screen.getByRole('textbox', { name: /your annual income/i });
    expect(input).toHaveAccessibleDescription('This plan needs an annual income of at least $25,000.');
    fireEvent.change(input, { target: { value: '$24,999' } });
    save();
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(
        "Enter at least $25,000 to see this plan's rates This plan needs an annual income of at least $25,000.",
      ),
    );
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '25000' } });
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ annual_incode: '25000' }));
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

  it("shows the server's field message as the field's description and keeps the modal open", async () => {
    const { onClose } = renderFix(WorkingHoursModal, vi.fn().mockRejectedValue(failure('working_hours', 'Too few hours for this plan')));
    const input = screen.getByLabelText(/hours you work per week/i);
    fireEvent.change(input, { target: { value: '10' } });
    save();
    await waitFor(() => expect(input).toHaveAccessibleDescription(`Too few hours for this plan ${HOURS_HINT}`));
    expect(input).toHaveValue('10');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's annual_incode message as the income's description", async () => {
    renderFix(AnnualIncomeModal, vi.fn().mockRejectedValue(failure('annual_incode', 'Enter a valid annual income')));
    const input = screen.getByRole('textbox', { name: /your annual income/i });
    fireEvent.change(input, { target: { value: '55000' } });
    save();
    await waitFor(() => expect(input).toHaveAccessibleDescription(`Enter a valid annual income ${INCOME_HINT}`));
  });

  it('shows a message naming no field in the summary', async () => {
    renderFix(AnnualIncomeModal, vi.fn().mockRejectedValue(failure('tempId', 'Not found')));
    fireEvent.change(screen.getByRole('textbox', { name: /your annual income/i }), { target: { value: '55000' } });
    save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found');
  });
});

describe('the tobacco fix of the plan page', () => {
  const tobacco = () => screen.getByRole('radiogroup', { name: /tobacco or nicotine/i });

  it('needs the tobacco answer, then saves tier and is_smoker', async () => {
    const { onSave, onClose } = renderFix(TobaccoModal);
    save();
    await waitFor(() => expect(tobacco()).toHaveAccessibleDescription('Field is required'));
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.click(within(tobacco()).getByRole('radio', { name: 'No' }));
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ tier: 'IO', is_smoker: '0' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's is_smoker message as the question's description", async () => {
    renderFix(TobaccoModal, vi.fn().mockRejectedValue(failure('is_smoker', 'Invalid value')));
    fireEvent.click(within(tobacco()).getByRole('radio', { name: 'Yes' }));
    save();
    await waitFor(() => expect(tobacco()).toHaveAccessibleDescription('Invalid value'));
    expect(within(tobacco()).getByRole('radio', { name: 'Yes' })).toBeChecked();
  });
});
