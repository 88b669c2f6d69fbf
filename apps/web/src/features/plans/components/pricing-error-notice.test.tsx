import { MantineProvider } from '@mantine/core';
import { PRICING_ERROR_MESSAGES, PRICING_SERVER_MESSAGES } from '@benefit-store/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PricingErrorNotice } from './pricing-error-notice';
import { describePricingRefusal, type PricingFix } from './pricing-outcome';

const refusal = (
  errorCode: string,
  message: string,
  data: { target_element: string; error_message: string; new_pid?: number; declined?: boolean; min_annual_income?: string }[] = [],
) => describePricingRefusal({ errorCode: errorCode as never, message, data });

const FIXES: [code: keyof typeof PRICING_ERROR_MESSAGES, fix: PricingFix, link: string][] = [
  ['salaryError', 'income', 'clicking here'],
  ['hourError', 'hours', 'clicking here'],
  ['smokerError', 'tobacco', 'clicking here'],
  ['stateError', 'basicInfo', 'editing your basic info above'],
  ['tierError', 'basicInfo', 'editing your basic info above'],
  ['metError', 'basicInfo', 'editing your basic info above'],
  ['ageError', 'basicInfo', 'edit your basic info above'],
];

function renderNotice(outcome: ReturnType<typeof describePricingRefusal>, onFix = vi.fn()) {
  if (outcome.kind !== 'message' && outcome.kind !== 'declined') throw new Error(`not a message: ${outcome.kind}`);
  render(
    <MantineProvider env="test">
      <PricingErrorNotice outcome={outcome} onFix={onFix} />
    </MantineProvider>,
  );
  return onFix;
}

describe('pricing refusals on the plan page', () => {
  it("salaryError says the plan's minimum income after the spec's message", () => {
    const message = PRICING_ERROR_MESSAGES.salaryError;
    renderNotice(refusal('salaryError', message, [{ target_element: 'pid', error_message: message, min_annual_income: '25000.00' }]));
    expect(screen.getByRole('alert')).toHaveTextContent(`${message}This plan needs an annual income of at least $25,000.`);
    expect(screen.getByTestId('pricing-error-detail')).toHaveTextContent('This plan needs an annual income of at least $25,000.');
  });

  it.each(FIXES)('%s shows its exact local message; "%s" opens its input', (code, fix, link) => {
    // The server's wording never replaces the local message.
    const onFix = renderNotice(refusal(code, 'server wording'));
    expect(screen.getByRole('alert')).toHaveTextContent(PRICING_ERROR_MESSAGES[code]);
    fireEvent.click(screen.getByRole('button', { name: link }));
    expect(onFix).toHaveBeenCalledWith(fix);
  });

  it.each(['planAgeError', 'portalError'])('%s shows the server message without a fix', (code) => {
    const message = PRICING_SERVER_MESSAGES[code as 'planAgeError'];
    renderNotice(refusal(code, message));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('changePid goes to the plan the server names', () => {
    expect(refusal('changePid', 'replaced', [{ target_element: 'pid', error_message: 'replaced', new_pid: 42 }])).toEqual({
      kind: 'changePid',
      planId: 42,
    });
  });

  it('enrollmentIdError asks for the basic info', () => {
    expect(refusal('enrollmentIdError', 'expired').kind).toBe('noEnrollment');
  });

  it('newQuestionsError shows the questions, or the decline the server gives', () => {
    expect(refusal('newQuestionsError', PRICING_SERVER_MESSAGES.newQuestionsError)).toEqual({ kind: 'questions' });
    // Only the server's flag makes a decline: a reworded standard message is still "answer the questions".
    expect(refusal('newQuestionsError', 'Please answer the questions below.')).toEqual({ kind: 'questions' });
    const declined = refusal('newQuestionsError', 'We are unable to offer this plan.', [
      { target_element: 'pid', error_message: 'We are unable to offer this plan.', declined: true },
    ]);
    expect(declined).toEqual({ kind: 'declined', text: 'We are unable to offer this plan.' });
    renderNotice(declined);
    expect(screen.getByRole('alert')).toHaveTextContent('We are unable to offer this plan.');
  });
});
