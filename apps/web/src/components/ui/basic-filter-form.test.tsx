import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { BasicFilterForm, type BasicFilterFormProps } from './basic-filter-form';

const ANSWERS = { zip: '75201', dob: '01/15/1985', gender: '1', tier: 'IS' };

const refusal = (...fieldErrors: Array<[string, string]>) =>
  new ApiError({
    status: 400,
    message: fieldErrors[0]?.[1] ?? 'Bad request',
    fieldErrors: fieldErrors.map(([target_element, error_message]) => ({ target_element, error_message })),
  });

function renderForm(props: Partial<BasicFilterFormProps> = {}) {
  const onSubmit = vi.fn<BasicFilterFormProps['onSubmit']>(() => Promise.resolve());
  render(
    <MantineProvider env="test">
      <BasicFilterForm submitLabel="Show my plans" onSubmit={onSubmit} {...props} />
    </MantineProvider>,
  );
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Show my plans' }));
  return { onSubmit: (props.onSubmit as typeof onSubmit | undefined) ?? onSubmit, submit };
}

describe('BasicFilterForm', () => {
  it('asks for every answer before calling the server', async () => {
    const { onSubmit, submit } = renderForm();
    submit();
    await waitFor(() => expect(screen.getAllByText('Field is required')).toHaveLength(4));
    expect(screen.getByLabelText(/Zip code/)).toHaveAccessibleDescription('Field is required');
    expect(screen.getByRole('radiogroup', { name: /Gender/ })).toHaveAccessibleDescription('Field is required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the answers shaped as the call body', async () => {
    const { onSubmit, submit } = renderForm({ defaultValues: ANSWERS });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual(ANSWERS);
  });

  it("puts the server's field errors under their fields and keeps what was typed", async () => {
    const onSubmit = vi.fn(() => Promise.reject(refusal(['zip', 'Invalid Zip code'], ['tier', 'Tier is not offered here'])));
    const { submit } = renderForm({ defaultValues: ANSWERS, onSubmit });
    submit();
    const zip = screen.getByLabelText(/Zip code/);
    await waitFor(() => expect(zip).toHaveAccessibleDescription('Invalid Zip code'));
    expect(screen.getByRole('combobox', { name: /Tier/ })).toHaveAccessibleDescription('Tier is not offered here');
    expect(zip).toHaveValue('75201');
    expect(zip).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a message no field owns in the summary', async () => {
    const onSubmit = vi.fn(() => Promise.reject(refusal(['referral', 'Invalid referral link'])));
    const { submit } = renderForm({ defaultValues: ANSWERS, onSubmit });
    submit();
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Invalid referral link');
    expect(summary).toHaveFocus();
    expect(screen.getByLabelText(/Zip code/)).not.toHaveAccessibleDescription();
  });

  it('asks for tobacco use only when told to, and shows its server error under it', async () => {
    const onSubmit = vi.fn<BasicFilterFormProps['onSubmit']>(() => Promise.reject(refusal(['is_smoker', 'Invalid value'])));
    const { submit } = renderForm({ defaultValues: ANSWERS, withSmoker: true, onSubmit });
    submit();
    const tobacco = screen.getByRole('radiogroup', { name: /Do you use tobacco\?/ });
    await waitFor(() => expect(tobacco).toHaveAccessibleDescription('Field is required'));
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ ...ANSWERS, is_smoker: '0' }));
    await waitFor(() => expect(tobacco).toHaveAccessibleDescription('Invalid value'));
  });

  it('leaves tobacco use out when it is not asked, so its server error goes to the summary', async () => {
    const onSubmit = vi.fn<BasicFilterFormProps['onSubmit']>(() => Promise.reject(refusal(['is_smoker', 'Invalid value'])));
    const { submit } = renderForm({ defaultValues: { ...ANSWERS, is_smoker: '1' }, onSubmit });
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid value');
    expect(onSubmit.mock.calls[0]?.[0]?.is_smoker).toBeUndefined();
  });
});
