import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { stubApi, success } from '@/testing/fetch-stub';
import { StartOver } from './start-over';

function renderStartOver() {
  const goHome = vi.fn();
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <StartOver goHome={goHome} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { goHome };
}

afterEach(() => {
  vi.unstubAllGlobals();
  storage.clear();
});

describe('Not you? Start over', () => {
  it('is reached by keyboard, asks first, and lets go of nothing when the shopper keeps going', async () => {
    const { fetchMock } = stubApi({ '/api/v1/end-enrollment-hold': () => success({ started_over: true }) });
    const { goHome } = renderStartOver();
    // A native button in the tab order: Tab reaches it, Enter and Space press it.
    const button = screen.getByRole('button', { name: 'Not you? Start over' });
    expect(button.tagName).toBe('BUTTON');
    expect(button.tabIndex).toBe(0);
    button.focus();
    expect(button).toHaveFocus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Start over?' });
    expect(dialog).toHaveTextContent('This browser will no longer open this enrollment.');
    fireEvent.click(screen.getByRole('button', { name: 'Keep going' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(goHome).not.toHaveBeenCalled();
  });

  it("once confirmed, ends this browser's hold on the server, forgets the enrollment here and goes home", async () => {
    storage.set('tempId', '3b0f3f7e-2d7a-4c55-9a57-0d0c6f1f9a11');
    const { fetchMock } = stubApi({ '/api/v1/end-enrollment-hold': () => success({ started_over: true }) });
    const { goHome } = renderStartOver();
    fireEvent.click(screen.getByRole('button', { name: 'Not you? Start over' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Start over' }));
    await waitFor(() => expect(goHome).toHaveBeenCalledOnce());
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/v1/end-enrollment-hold');
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('POST');
    expect(storage.get('tempId')).toBeFalsy();
  });
});
