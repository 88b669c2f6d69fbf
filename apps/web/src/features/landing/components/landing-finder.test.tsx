import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocatedZip } from '@/lib/located-zip';
import { storage } from '@/lib/storage';
import { stubApi, success } from '@/testing/fetch-stub';
import { LandingFinder } from './landing-finder';

const TEMP_ID = '0b7f3c9e-8a41-4d2b-9d55-3f1f6a2c7e10';
const refused = { status: 400, body: { status: 'error', data: [{ target_element: 'zip', error_message: 'Invalid Zip code' }] } };

function renderFinder() {
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <LandingFinder variant="open-enrollment" brandName="Benefit Store" />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const zipBox = () => screen.getByLabelText('What is your zip code?');
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
const typeZip = (value: string) => fireEvent.change(zipBox(), { target: { value } });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

describe('LandingFinder', () => {
  it('asks for the zip with its rule and the server lookup, then goes on at the date of birth with it', async () => {
    const zipCalls: string[] = [];
    stubApi({
      '/service/validate-zip-code': () => {
        zipCalls.push('zip');
        return zipCalls.length === 1 ? refused : success({ zip: '75201', state: 'TX', city: 'Dallas' });
      },
    });
    renderFinder();
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();

    next();
    expect(await screen.findByText('Field is required')).toBeInTheDocument();
    expect(zipBox()).toHaveAttribute('aria-invalid', 'true');
    expect(zipBox()).toHaveFocus();
    typeZip('12a3');
    expect(zipBox()).toHaveValue('123');
    // After a first Next the rule follows each keystroke.
    expect(screen.getByText('Enter 5 digit zip code')).toBeInTheDocument();
    next();
    expect(zipCalls).toEqual([]);

    typeZip('00000');
    expect(screen.queryByText('Enter 5 digit zip code')).toBeNull();
    next();
    expect(await screen.findByText('Invalid Zip code')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();

    typeZip('75201');
    next();
    expect(await screen.findByText('Step 2 of 6', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('What is your date of birth?')).toHaveFocus());
    expect(zipCalls).toEqual(['zip', 'zip']);

    // Back is the wizard's own zip step, holding the checked zip.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Step 1 of 6')).toBeInTheDocument();
    expect(zipBox()).toHaveValue('75201');
  });

  it("fetches the wizard's code on the first move toward the finder, not before", async () => {
    stubApi({});
    renderFinder();
    // Nothing of the wizard yet: the first step is drawn on its own.
    expect(screen.getByRole('form', { name: 'Find plans' })).toHaveAttribute('data-slot', 'finder-zip-step');
    fireEvent.focus(zipBox());
    typeZip('752');
    // Typing stays in the first step until the zip is checked: no hand-over mid-answer, even once the wizard's code is here.
    await act(async () => {
      await import('./filter-wizard');
    });
    expect(screen.getByRole('form', { name: 'Find plans' })).toHaveAttribute('data-slot', 'finder-zip-step');
    expect(zipBox()).toHaveValue('752');
  });

  it("fills a returning shopper's saved zip, and the wizard then shows their saved answers", async () => {
    stubApi({
      '/api/v1/get-enrollment-temp-info': () =>
        success({ result: { zip: '10001', state: 'NY', dob: '01/15/1985', gender: '1', tier: 'IO', categories: [], coverage: [] } }),
      '/service/validate-zip-code': () => success({ zip: '75201', state: 'TX', city: 'Dallas' }),
    });
    storage.set('tempId', TEMP_ID);
    renderFinder();
    await waitFor(() => expect(zipBox()).toHaveValue('10001'));

    // A zip changed on the first step is the one the wizard keeps.
    typeZip('75201');
    next();
    expect(await screen.findByText('Step 2 of 6', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('What is your date of birth?')).toHaveValue('01/15/1985'));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('What is your zip code?')).toHaveValue('75201');
  });

  it('fills an empty zip with the located one and says so, but never replaces a typed zip', async () => {
    stubApi({});
    renderFinder();
    act(() => setLocatedZip({ zip: '60601', city: 'Chicago', state: 'IL' }));
    await waitFor(() => expect(zipBox()).toHaveValue('60601'));
    expect(screen.getByTestId('located-zip-note')).toHaveTextContent(
      'Filled in from your location: 60601 (Chicago, IL) is the zip code nearest to you.',
    );
    typeZip('75201');
    expect(screen.queryByTestId('located-zip-note')).toBeNull();
    // act returns once the step has re-rendered with the location and run its effects, where a fill would happen.
    act(() => setLocatedZip({ zip: '60602', city: 'Chicago', state: 'IL' }));
    expect(zipBox()).toHaveValue('75201');
  });
});
