import type { CurrentMember } from '@benefit-store/domain';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { EnrollNowModal } from './enroll-now-modal';

const MEMBER: CurrentMember = {
  name: 'Emily Carter',
  dob: '04/12/1985',
  email: 'emily@example.com',
  ssn: 'xxx-xx-4821',
  user_id: 'acc02db1-88a2-42b5-b1f0-6a6f55480eb5',
  policy_id: 7,
  group_info: { group_id: 3001, group_name: 'Acme Manufacturing' },
  plan_info: [],
};

function renderModal(props: Partial<Parameters<typeof EnrollNowModal>[0]> = {}) {
  const onSubmit = vi.fn();
  const onBack = vi.fn();
  render(
    <MantineProvider env="test">
      <EnrollNowModal member={MEMBER} isSubmitting={false} error={null} onBack={onBack} onSubmit={onSubmit} {...props} />
    </MantineProvider>,
  );
  return { onSubmit, onBack };
}

/** The page's part: a submit that fails with `failure`, handed back to the modal as its error. */
function FailingEnrollment({ failure }: { failure: ApiError }) {
  const [error, setError] = useState<unknown>(null);
  return (
    <MantineProvider env="test">
      <EnrollNowModal member={MEMBER} isSubmitting={false} error={error} onBack={() => {}} onSubmit={() => setError(failure)} />
    </MantineProvider>
  );
}

describe('EnrollNowModal', () => {
  it("asks for a tier ('Please choose a tier') before submitting", async () => {
    const { onSubmit } = renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please choose a tier')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: /Choose Tier/ })).toHaveAccessibleDescription('Please choose a tier');
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('radio', { name: 'Member + Spouse' }));
    await waitFor(() => expect(screen.queryByText('Please choose a tier')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(MEMBER, 'IS'));
  });

  it('goes back without submitting, and shows a server refusal', async () => {
    const { onBack, onSubmit } = renderModal({
      error: new ApiError({ status: 403, message: 'You do not have access to this information' }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to this information');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("puts the server's tier message under the tier choice and keeps the choice", async () => {
    const failure = new ApiError({
      status: 400,
      message: 'Please check the form',
      fieldErrors: [{ target_element: 'tier', error_message: 'Field is required' }],
    });
    render(<FailingEnrollment failure={failure} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Family' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const tiers = screen.getByRole('radiogroup', { name: /Choose Tier/ });
    await waitFor(() => expect(tiers).toHaveAccessibleDescription('Field is required'));
    expect(screen.getByRole('radio', { name: 'Family' })).toBeChecked();
    expect(screen.queryByTestId('error-summary')).toBeNull();
  });
});
