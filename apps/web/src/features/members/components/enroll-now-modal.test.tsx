import type { CurrentMember } from '@benefit-store/domain';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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

describe('EnrollNowModal', () => {
  it("asks for a tier ('Please choose a tier') before submitting", () => {
    const { onSubmit } = renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Please choose a tier')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('radio', { name: 'Member + Spouse' }));
    expect(screen.queryByText('Please choose a tier')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith(MEMBER, 'IS');
  });

  it('goes back without submitting, and shows a server refusal', () => {
    const { onBack, onSubmit } = renderModal({ error: 'You do not have access to this information' });
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have access to this information');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
