import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AGREEMENT_TEXTS, SIGNING_MESSAGES, type SigningView } from '@benefit-store/domain';
import { renderRoutes } from '@/testing/render-routes';
import { stubApi, success } from '@/testing/fetch-stub';
import { TypedSignature } from '../components/typed-signature';
import { SignPage } from './sign-page';

const TOKEN = 'A'.repeat(43);
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** jsdom draws nothing (no canvas): a 2D context that records the text drawn, and a canvas that answers a PNG of it. */
let drawn: string[] = [];
beforeEach(() => {
  drawn = [];
  const context = {
    fillRect: () => {},
    fillText: (text: string) => drawn.push(text),
    measureText: (text: string) => ({ width: text.length * 20 }),
  };
  // The drawn pad keeps jsdom's answer (no canvas: it stays empty); the typed signature's canvas gets the recorder.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    return this.getAttribute('aria-label') === 'Signature pad' ? null : context;
  } as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(() => PNG);
});
afterEach(() => vi.restoreAllMocks());

/** The Tab key as a browser moves focus: to the next element in document order that takes focus from the keyboard. */
function tab() {
  const focusable = Array.from(document.body.querySelectorAll<HTMLElement>('input, button, textarea, select, a[href], [tabindex]')).filter(
    (element) => element.tabIndex >= 0 && !(element as HTMLInputElement).disabled && element.getAttribute('aria-hidden') !== 'true',
  );
  const next = focusable[focusable.indexOf(document.activeElement as HTMLElement) + 1] ?? focusable[0];
  next?.focus();
}
/** Typing into the focused field, one key at a time. */
function typeKeys(text: string) {
  const field = document.activeElement as HTMLInputElement;
  for (const key of text) {
    fireEvent.keyDown(field, { key });
    fireEvent.change(field, { target: { value: field.value + key } });
    fireEvent.keyUp(field, { key });
  }
}

describe('TypedSignature', () => {
  it('is reached with Tab and typed into with the keyboard alone, and gives the typed name drawn as a PNG', () => {
    const onChange = vi.fn();
    render(
      <MantineProvider>
        <button type="button">Before</button>
        <TypedSignature name="typed_signature" onChange={onChange} required />
      </MantineProvider>,
    );
    screen.getByRole('button', { name: 'Before' }).focus();
    tab();
    const field = screen.getByRole('textbox', { name: /Type your full name to sign/ });
    expect(document.activeElement).toBe(field);
    typeKeys('Nora Quinlan');
    expect(onChange).toHaveBeenLastCalledWith(PNG);
    expect(drawn.at(-1)).toBe('Nora Quinlan');
    expect(screen.getByRole('img', { name: 'Signature: Nora Quinlan' })).toBeInTheDocument();
    // Emptied again: no signature.
    fireEvent.change(field, { target: { value: '   ' } });
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});

const VIEW: SigningView = {
  enroller: 'John Smith',
  applicant_name: 'Nora Quinlan',
  sections: [{ tab: 'primary_info', title: 'Personal Info', data: { first_name: 'Nora', ssn: 'xxxxxxxx6789', birthdate: 'xx/xx/1985' } }],
  cart: {
    brand: { name: 'John Smith Benefits Group', logo: null, phone: null, email: null },
    plans: [{ plan_id: 7, plan_name: 'Dental Basic', option_label: '$1,000 Annual Max', price: '25.00', one_time_fee: '0.00' }],
    tier_label: 'Member Only',
    effective_date: '12/01/2026',
    initial_month_cost: '25.00',
    recurring_month_cost: '25.00',
    administrative_fee: '0.00',
  },
  texts: [...AGREEMENT_TEXTS],
};

describe('/sign/{token}', () => {
  it('shows the application masked, and signs with a typed name once every consent is ticked', async () => {
    let calls = 0;
    const { fetchMock } = stubApi({
      [`/api/v1/signing/${TOKEN}`]: () => (++calls === 1 ? success(VIEW) : success({ policy_id: '4820193847', name: 'Nora Quinlan' })),
    });
    renderRoutes([{ path: '/sign/:token', element: <SignPage /> }], `/sign/${TOKEN}`);
    expect(await screen.findByText(/John Smith filled in this application for Nora Quinlan/)).toBeInTheDocument();
    expect(screen.getByText('xxxxxxxx6789')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Your plans' })).toHaveTextContent(/Dental Basic\s*\$1,000 Annual Max/);

    fireEvent.click(screen.getByRole('button', { name: SIGNING_MESSAGES.signAndSubmit }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(AGREEMENT_TEXTS.length);
    expect(calls).toBe(1);

    for (const text of AGREEMENT_TEXTS) fireEvent.click(screen.getByRole('checkbox', { name: `I agree: ${text.text_head}` }));
    fireEvent.click(screen.getByRole('radio', { name: 'Type your signature' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Type your full name to sign/ }), { target: { value: 'Nora Quinlan' } });
    fireEvent.click(screen.getByRole('button', { name: SIGNING_MESSAGES.signAndSubmit }));

    // The applicant signs: the receipt goes to them, not "to the client" (docs/decisions/0100).
    expect(
      await screen.findByText(
        'Your confirmation number is #4820193847. A receipt of your enrollment will be sent to you by e-mail with the subject "Enrollment Receipt"',
      ),
    ).toBeInTheDocument();
    const body = JSON.parse(String(fetchMock.mock.calls.at(-1)![1]!.body)) as { consents: Record<string, boolean>; signature: string };
    expect(body.signature).toBe(PNG);
    expect(Object.values(body.consents)).toEqual(AGREEMENT_TEXTS.map(() => true));
  });

  it('answers a used or unknown link with its refusal', async () => {
    stubApi({
      [`/api/v1/signing/${TOKEN}`]: () => ({
        status: 404,
        body: {
          status: 'error',
          data: [{ target_element: 'token', error_message: SIGNING_MESSAGES.linkInvalid }],
          message: SIGNING_MESSAGES.linkInvalid,
        },
      }),
    });
    renderRoutes([{ path: '/sign/:token', element: <SignPage /> }], `/sign/${TOKEN}`);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(SIGNING_MESSAGES.linkInvalid));
  });
});
