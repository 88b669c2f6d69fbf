import type { CarrierQuestion } from '@benefit-store/domain';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { CarrierQuestionsBlock } from './carrier-questions-block';

const STATEMENTS: CarrierQuestion[] = [
  { qid: 7, question: 'I am a U.S. citizen or permanent resident.', true_condition: 1 },
  { qid: 8, question: 'I have another life insurance application pending.', true_condition: 0 },
];
/** The hints under each statement; its accessible description is its message, then its hint. */
const YES_HINT = '*Answer should be Yes to continue';
const EITHER_HINT = '*Answer should be Yes/No to continue';

function renderBlock(onSave = vi.fn().mockResolvedValue(undefined)) {
  render(
    <MantineProvider env="test">
      <CarrierQuestionsBlock questions={STATEMENTS} onSave={onSave} />
    </MantineProvider>,
  );
  return onSave;
}

const statement = (name: RegExp) => screen.getByRole('radiogroup', { name });
const answer = (name: RegExp, choice: 'Yes' | 'No') => fireEvent.click(within(statement(name)).getByRole('radio', { name: choice }));
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save answers' }));

describe('CarrierQuestionsBlock', () => {
  it('says "Please answer all questions" once, beside the statement, and sends nothing while one is unanswered', async () => {
    const onSave = renderBlock();
    answer(/citizen/, 'Yes');
    save();
    await waitFor(() =>
      expect(statement(/another life insurance/)).toHaveAccessibleDescription(`Please answer all questions ${EITHER_HINT}`),
    );
    expect(screen.getAllByText('Please answer all questions')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Beside the statement: between its hint and its Yes / No, not under the form.
    const message = screen.getByText('Please answer all questions');
    const yes = within(statement(/another life insurance/)).getByRole('radio', { name: 'Yes' });
    expect(message.compareDocumentPosition(yes) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    answer(/another life insurance/, 'No');
    await waitFor(() => expect(screen.queryByText('Please answer all questions')).not.toBeInTheDocument());
  });

  it('asks for a Yes where the carrier needs one, then saves the answers as 1 and 0', async () => {
    const onSave = renderBlock();
    answer(/citizen/, 'No');
    answer(/another life insurance/, 'No');
    save();
    await waitFor(() => expect(statement(/citizen/)).toHaveAccessibleDescription(`Please answer yes in order to continue ${YES_HINT}`));
    expect(onSave).not.toHaveBeenCalled();

    answer(/citizen/, 'Yes');
    save();
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith([
        { qid: 7, true_condition: 1 },
        { qid: 8, true_condition: 0 },
      ]),
    );
  });

  it("puts the server's message under the statement it names", async () => {
    const failure = new ApiError({
      status: 400,
      message: 'Please answer yes in order to continue',
      fieldErrors: [{ target_element: 'aflac_data.1.true_condition', error_message: 'Please answer yes in order to continue' }],
    });
    renderBlock(vi.fn().mockRejectedValue(failure));
    answer(/citizen/, 'Yes');
    answer(/another life insurance/, 'No');
    save();
    await waitFor(() =>
      expect(statement(/another life insurance/)).toHaveAccessibleDescription(`Please answer yes in order to continue ${EITHER_HINT}`),
    );
    expect(within(statement(/another life insurance/)).getByRole('radio', { name: 'No' })).toBeChecked();
  });
});
