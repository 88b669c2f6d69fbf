import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { PlanQuestion } from '@benefit-store/domain';
import { QuestionsBlock } from './questions-block';

const QUESTIONS: PlanQuestion[] = [
  {
    question_id: 1,
    question_text: 'Are you currently hospitalized?',
    question_sub_type: null,
    require_detail: false,
    options: [],
    answer: null,
  },
  {
    question_id: 2,
    question_text: 'Have you been treated for any of the following? Check all that apply.',
    question_sub_type: 'checkbox',
    require_detail: false,
    options: [
      { option_id: 11, option_text: 'Heart attack', option_group: 'A. Prior to age 60' },
      { option_id: 12, option_text: 'Dementia', option_group: 'B. Prior to age 75' },
    ],
    answer: null,
  },
  {
    question_id: 3,
    question_text: 'Have you had surgery in the past 5 years?',
    question_sub_type: 'detail',
    require_detail: true,
    options: [],
    answer: null,
  },
];

function renderBlock(onSave = vi.fn().mockResolvedValue({ success_message: 'Your answers have been saved.' })) {
  render(
    <MantineProvider env="test">
      <QuestionsBlock questions={QUESTIONS} onSave={onSave} />
    </MantineProvider>,
  );
  return onSave;
}

const answer = (text: RegExp, choice: 'Yes' | 'No') =>
  fireEvent.click(within(screen.getByRole('radiogroup', { name: text })).getByRole('radio', { name: choice }));

describe('QuestionsBlock', () => {
  it('says "Please answer all questions" once, at the first unanswered question, and sends nothing until every question has a yes or no', async () => {
    const onSave = renderBlock();
    expect(screen.getByRole('heading', { name: 'Please answer following questions to view rates.' })).toBeInTheDocument();
    answer(/hospitalized/, 'No');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const options = screen.getByRole('radiogroup', { name: /Check all that apply/ });
    await waitFor(() => expect(options).toHaveAccessibleDescription('Please answer all questions'));
    expect(screen.getAllByText('Please answer all questions')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The other unanswered question is marked in red, without the text again.
    expect(within(screen.getByRole('radiogroup', { name: /surgery/ })).getByRole('radio', { name: 'Yes' })).toHaveAttribute('data-error');
    expect(screen.getByRole('radiogroup', { name: /surgery/ })).not.toHaveAccessibleDescription();
    expect(screen.getByRole('radiogroup', { name: /hospitalized/ })).not.toHaveAccessibleDescription();

    // Answering moves the one message to the next unanswered question; the last answer clears it.
    answer(/Check all that apply/, 'No');
    await waitFor(() =>
      expect(screen.getByRole('radiogroup', { name: /surgery/ })).toHaveAccessibleDescription('Please answer all questions'),
    );
    expect(screen.getAllByText('Please answer all questions')).toHaveLength(1);
    answer(/surgery/, 'No');
    await waitFor(() => expect(screen.queryByText('Please answer all questions')).not.toBeInTheDocument());
    expect(onSave).not.toHaveBeenCalled();
  });

  it('groups the options of a Yes and asks for the treatment detail a Yes needs', async () => {
    const onSave = renderBlock();
    answer(/hospitalized/, 'No');
    answer(/Check all that apply/, 'Yes');
    expect(screen.getByRole('group', { name: 'A. Prior to age 60' })).toHaveTextContent('Heart attack');
    expect(screen.getByRole('group', { name: 'B. Prior to age 75' })).toHaveTextContent('Dementia');
    answer(/surgery/, 'Yes');
    expect(screen.getByRole('group', { name: 'Treatment 1' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Treatment 2 (optional)' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please choose at least one option')).toBeInTheDocument();
    expect(screen.getAllByText('Field is required')).toHaveLength(5);
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Dementia' }));
    const row = screen.getByRole('group', { name: 'Treatment 1' });
    fireEvent.change(within(row).getByLabelText(/Date from/), { target: { value: '03022021' } });
    fireEvent.change(within(row).getByLabelText(/Date to/), { target: { value: '03/09/2021' } });
    fireEvent.change(within(row).getByLabelText(/Reason for condition/), { target: { value: 'Knee surgery' } });
    fireEvent.change(within(row).getByLabelText(/Degree of recovery/), { target: { value: 'Full' } });
    fireEvent.change(within(row).getByLabelText(/Physician name\/address/), { target: { value: 'Dr. Lee, Austin TX' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith([
      { question_id: 1, yes_no_flag: '0' },
      { question_id: 2, yes_no_flag: '1', checkbox_answers: [12] },
      {
        question_id: 3,
        yes_no_flag: '1',
        detail: [
          {
            dot_from: '03/02/2021',
            dot_to: '03/09/2021',
            reason_for_condition: 'Knee surgery',
            degree_of_recovery: 'Full',
            physician_name_address: 'Dr. Lee, Austin TX',
          },
        ],
      },
    ]);
    expect(await screen.findByRole('status')).toHaveTextContent('Your answers have been saved.');
  });

  it("puts the server's message for a treatment date under that date, keeping what was typed", async () => {
    const failure = new ApiError({
      status: 400,
      message: 'Invalid date',
      fieldErrors: [{ target_element: 'answers.2.detail.0.dot_from', error_message: 'Invalid date' }],
    });
    const onSave = renderBlock(vi.fn().mockRejectedValue(failure));
    answer(/hospitalized/, 'No');
    answer(/Check all that apply/, 'No');
    answer(/surgery/, 'Yes');
    const row = screen.getByRole('group', { name: 'Treatment 1' });
    fireEvent.change(within(row).getByLabelText(/Date from/), { target: { value: '03/02/2021' } });
    fireEvent.change(within(row).getByLabelText(/Date to/), { target: { value: '03/09/2021' } });
    fireEvent.change(within(row).getByLabelText(/Reason for condition/), { target: { value: 'Knee surgery' } });
    fireEvent.change(within(row).getByLabelText(/Degree of recovery/), { target: { value: 'Full' } });
    fireEvent.change(within(row).getByLabelText(/Physician name\/address/), { target: { value: 'Dr. Lee' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const from = within(row).getByLabelText(/Date from/);
    await waitFor(() => expect(from).toHaveAccessibleDescription('Invalid date'));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(from).toHaveValue('03/02/2021');
    expect(from).toHaveFocus();
    expect(screen.queryByTestId('error-summary')).toBeNull();
  });

  it("shows the server's message for the whole list in the summary", async () => {
    const failure = new ApiError({
      status: 400,
      message: 'Please answer all questions',
      fieldErrors: [{ target_element: 'answers', error_message: 'Please answer all questions' }],
    });
    renderBlock(vi.fn().mockRejectedValue(failure));
    answer(/hospitalized/, 'No');
    answer(/Check all that apply/, 'No');
    answer(/surgery/, 'No');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please answer all questions');
  });

  it("shows the filter's tobacco answer on a question that asks it again, read-only, and sends it", async () => {
    const tobacco: PlanQuestion = {
      question_id: 4,
      question_text: 'Have you used tobacco or nicotine products in the past 12 months?',
      question_sub_type: null,
      require_detail: false,
      options: [],
      answer: { question_id: 4, yes_no_flag: '0' },
      tobacco_from_filter: true,
    };
    const onSave = vi.fn().mockResolvedValue({ success_message: 'Your answers have been saved.' });
    render(
      <MantineProvider env="test">
        <QuestionsBlock questions={[QUESTIONS[0]!, tobacco]} onSave={onSave} />
      </MantineProvider>,
    );
    const group = screen.getByRole('radiogroup', { name: /tobacco/ });
    expect(group).toHaveAccessibleDescription(
      'Answered from your tobacco use in your basic info. To change it, edit your basic info above.',
    );
    expect(within(group).getByRole('radio', { name: 'No' })).toBeChecked();
    fireEvent.click(within(group).getByRole('radio', { name: 'Yes' }));
    expect(within(group).getByRole('radio', { name: 'No' })).toBeChecked();
    answer(/hospitalized/, 'No');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith([
        { question_id: 1, yes_no_flag: '0' },
        { question_id: 4, yes_no_flag: '0' },
      ]),
    );
  });

  it("shows the server's decline message", async () => {
    const decline = 'Based on your answer we are unable to offer this coverage at this time.';
    const body = {
      status: 'error',
      errorCode: 'declined',
      message: decline,
      data: [{ target_element: 'answers', error_message: decline }],
    };
    renderBlock(
      vi.fn().mockRejectedValue(new ApiError({ status: 422, message: decline, errorCode: 'declined', fieldErrors: body.data, body })),
    );
    answer(/hospitalized/, 'Yes');
    answer(/Check all that apply/, 'No');
    answer(/surgery/, 'No');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByTestId('questions-declined')).toHaveTextContent(decline);
  });
});
