import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, success } from '@/testing/fetch-stub';
import { RepStartModal } from './rep-start-modal';

const PORTALS = [
  { platform_group_id: 1, platform_name: 'John Smith Direct', platform_code: 'JS-DIRECT' },
  { platform_group_id: 3, platform_name: 'Acme Employee Benefits', platform_code: 'ACME-BEN' },
];
const GROUPS = [
  { gid: 3001, gname: 'Acme Manufacturing' },
  { gid: 2512, gname: 'Lone Star Educators Association' },
];

function renderModal() {
  stubApi({
    '/api/v1/get-enrollment-platforms': () => success(PORTALS),
    '/api/v1/get-agent-groups': () => success(GROUPS),
  });
  const props = { onClose: vi.fn(), onPortalChosen: vi.fn(), onStart: vi.fn() };
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RepStartModal opened agentId={1} {...props} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return props;
}

afterEach(() => vi.unstubAllGlobals());

describe('RepStartModal', () => {
  it("needs a portal ('Please choose a platform'), then stores the one chosen", async () => {
    const { onPortalChosen } = renderModal();
    const portal = await screen.findByLabelText(/Enrollment platform/);
    expect(screen.getByText('Choose Enrollment Portal')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(portal).toHaveAccessibleDescription('Please choose a platform'));
    expect(onPortalChosen).not.toHaveBeenCalled();

    fireEvent.change(portal, { target: { value: '3' } });
    await waitFor(() => expect(screen.queryByText('Please choose a platform')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onPortalChosen).toHaveBeenCalledWith(PORTALS[1]));
    expect(await screen.findByRole('button', { name: 'Start New Member Enrollment' })).toBeInTheDocument();
  });

  it("needs a group ('Please choose a group'; the drop-down then reads 'Choose enroll for new member')", async () => {
    const { onStart } = renderModal();
    fireEvent.change(await screen.findByLabelText(/Enrollment platform/), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('option', { name: 'Acme Manufacturing' });

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByLabelText(/^Group/)).toHaveAccessibleDescription('Please choose a group'));
    expect(screen.getByRole('option', { name: 'Choose enroll for new member' })).toBeInTheDocument();
    expect(onStart).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/^Group/), { target: { value: '3001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onStart).toHaveBeenCalledWith(3001));
  });

  it('starts the default new-member enrollment without a group, and Back returns to the portal', async () => {
    const { onStart, onClose } = renderModal();
    fireEvent.change(await screen.findByLabelText(/Enrollment platform/), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await screen.findByRole('button', { name: 'Start New Member Enrollment' });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText(/Enrollment platform/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Start New Member Enrollment' }));
    expect(onStart).toHaveBeenCalledWith(null);

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(onClose).toHaveBeenCalled();
  });
});
