import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { stubApi, success, type Route } from '@/testing/fetch-stub';
import { QuoteFlow } from './quote-flow';

const MEMBER_ID = '0b1f4c1e-8a55-4c8e-9a53-3f7f3b0c9d21';

function renderFlow(routes: Record<string, Route>) {
  const api = stubApi(routes);
  const onClose = vi.fn();
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
        <QuoteFlow planId={42} opened onClose={onClose} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...api, onClose };
}

const chooseTier = async (label: string) => {
  fireEvent.click(screen.getByRole('combobox', { name: /Tier/ }));
  fireEvent.click(await screen.findByRole('option', { name: label }));
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

afterEach(() => vi.unstubAllGlobals());

describe("QuoteFlow's tier step (a signed-in member)", () => {
  it("says 'Please choose a tier' without calling the server", async () => {
    storage.set('user_id', MEMBER_ID);
    const { calls } = renderFlow({});
    submit();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Tier/ })).toHaveAccessibleDescription('Please choose a tier'));
    expect(calls).toEqual([]);
  });

  it("puts the server's tier message under the tier and keeps the choice", async () => {
    storage.set('user_id', MEMBER_ID);
    const { onClose } = renderFlow({
      '/api/v1/add-filter-for-member': () => ({
        status: 400,
        body: { status: 'error', message: 'Field is required', data: [{ target_element: 'tier', error_message: 'Tier not offered' }] },
      }),
    });
    await chooseTier('Member Only');
    submit();
    const tier = screen.getByRole('combobox', { name: /Tier/ });
    await waitFor(() => expect(tier).toHaveAccessibleDescription('Tier not offered'));
    expect(tier).toHaveValue('Member Only');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('starts the member enrollment with the tier chosen', async () => {
    storage.set('user_id', MEMBER_ID);
    const tempId = '5d0c1d8e-7f0a-4c55-8b4c-2f1f2b9f6a10';
    const { onClose } = renderFlow({
      '/api/v1/add-filter-for-member': () => success({ temp_enrollment_id: tempId, portal_id: 3 }),
    });
    await chooseTier('Member Only');
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(storage.get('tempId')).toBe(tempId);
  });
});

describe("QuoteFlow's portal step (a rep without a portal)", () => {
  const PORTALS = [{ platform_group_id: 3, platform_name: 'Acme Employee Benefits', platform_code: 'ACME-BEN' }];

  it("says 'Please choose a platform', then stores the portal chosen and moves on to the filter", async () => {
    storage.set('eprocess', 'rep');
    storage.set('agent_id', '7');
    renderFlow({
      '/api/v1/get-enrollment-platforms': () => success(PORTALS),
      '/api/v1/get-agent-groups': () => success([]),
    });
    submit();
    const portal = screen.getByRole('combobox', { name: /Enrollment platform/ });
    await waitFor(() => expect(portal).toHaveAccessibleDescription('Please choose a platform'));

    fireEvent.click(portal);
    fireEvent.click(await screen.findByRole('option', { name: 'Acme Employee Benefits' }));
    submit();
    await waitFor(() => expect(storage.get('portal_id')).toBe('3'));
    expect(storage.get('portal_code')).toBe('ACME-BEN');
    expect(await screen.findByText('Tell us a little about yourself to see the monthly price of this plan.')).toBeInTheDocument();
  });
});
