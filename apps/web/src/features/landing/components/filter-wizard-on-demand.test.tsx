import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocatedZip } from '@/lib/located-zip';
import { stubApi, success } from '@/testing/fetch-stub';
import { FilterWizardOnDemand } from './filter-wizard-on-demand';

function renderFinder() {
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <FilterWizardOnDemand categories={['dental', 'vision']} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const firstStepDrawn = () => document.querySelector('[data-slot="filter-wizard-first-step"]') !== null;
const zipBox = () => screen.getByLabelText<HTMLInputElement>('What is your zip code?');
/** The wizard has replaced the first step once the first step's own drawing is gone. */
const wizardArrived = () => vi.waitFor(() => expect(firstStepDrawn()).toBe(false));

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('FilterWizardOnDemand', () => {
  it("draws the first step without the wizard's code until the shopper comes near it", async () => {
    stubApi({});
    renderFinder();
    expect(screen.getByRole('form', { name: 'Find plans' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();
    expect(zipBox()).toHaveAccessibleDescription('Plans and prices depend on where you live.');
    // Nothing asks for the code on its own: it is still the first step a while later.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(firstStepDrawn()).toBe(true);
  });

  it('hands the zip typed and the focus to the wizard when its code arrives', async () => {
    stubApi({});
    renderFinder();
    act(() => zipBox().focus());
    fireEvent.input(zipBox(), { target: { value: '75a2' } });
    expect(zipBox()).toHaveValue('752');
    await wizardArrived();
    expect(zipBox()).toHaveValue('752');
    expect(zipBox()).toHaveFocus();
  });

  it('goes on to the date of birth when Next was pressed before the code arrived', async () => {
    const { fetchMock } = stubApi({ '/service/validate-zip-code': () => success({ zip: '75201', state: 'TX', city: 'Dallas' }) });
    renderFinder();
    fireEvent.input(zipBox(), { target: { value: '75201' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Until the code is here the answer stays as it was pressed with, and Next says it is busy.
    expect(firstStepDrawn()).toBe(true);
    expect(zipBox()).toHaveAttribute('readonly');
    expect(document.querySelector('button[type="submit"]')).toHaveAttribute('data-loading');
    expect(await screen.findByText('Step 2 of 6')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).includes('/service/validate-zip-code'))!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ zip: '75201' });
  });

  it('loads the wizard at once for a visitor whose zip was located, and fills it in', async () => {
    stubApi({});
    setLocatedZip({ zip: '60601', city: 'Chicago', state: 'IL' });
    renderFinder();
    await wizardArrived();
    expect(zipBox()).toHaveValue('60601');
    expect(screen.getByTestId('located-zip-note')).toBeInTheDocument();
  });
});
