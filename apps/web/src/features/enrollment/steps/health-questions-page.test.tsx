import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { stubApi, success, type Route } from '@/testing/fetch-stub';
import { HealthQuestionsPage } from './health-questions-page';

const ENROLLMENT_ID = '6f1c2f9e-4b7a-4d1e-9c3a-2b5d8e7f0a11';
const QUESTIONS = '/api/v1/get-health-questions-primary-health-info';
const EXISTING = '/api/v1/get-existing-primary-health-info';
const SAVE = '/api/v1/save-primary-health-info';

const TEXTS = {
  141: 'Have you been treated for diabetes?',
  145: 'Are you currently pregnant?',
  142: 'Have you been treated for asthma?',
  146: 'Have you been treated for heart disease?',
  150: 'Are you taking any prescription medications?',
} as const;

/** 141 (ordinary), 145 (no details), 142 (ordinary, index 2), 146 (physician), and the medication question. */
function questions(
  answers: { flags?: (0 | 1 | null)[]; conditions?: object[][]; medications?: object[]; medicationFlag?: 0 | 1 | null } = {},
) {
  return {
    result: {
      codition_questions: ([141, 145, 142, 146] as const).map((question_id, index) => ({
        question_id,
        question_text: TEXTS[question_id],
        yes_no_flag: answers.flags?.[index] ?? null,
        conditions: answers.conditions?.[index] ?? [],
      })),
      medication_question: {
        question_id: 150,
        question_text: TEXTS[150],
        yes_no_flag: answers.medicationFlag ?? null,
        medications: answers.medications ?? [],
      },
      notes: null,
    },
  };
}

const tabs = [
  { tab_name: 'primary_info', order: 0, required: true },
  { tab_name: 'primary_health_info', order: 4, required: true },
  { tab_name: 'review_info', order: 8, required: true },
];

function renderPage(routes: Record<string, Route>) {
  storage.set('tempId', ENROLLMENT_ID);
  const stub = stubApi({ '/api/v1/get-dynamic-tabs': () => success(tabs), ...routes });
  const router = createMemoryRouter(
    [
      { path: '/enrollment/health-questions', element: <HealthQuestionsPage /> },
      { path: '/enrollment/review-confirm', element: <p>Review step</p> },
    ],
    { initialEntries: ['/enrollment/health-questions'] },
  );
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return stub;
}

/** The bodies posted to a path, parsed. */
function postedBodies(fetchMock: ReturnType<typeof stubApi>['fetchMock'], path: string): Record<string, unknown>[] {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).includes(path))
    .map((args) => JSON.parse(String((args as unknown as [string, RequestInit])[1].body)) as Record<string, unknown>);
}

const question = (text: string) => screen.getByRole('group', { name: new RegExp(text.replace('?', '\\?')) });
const answer = (text: string, choice: 'Yes' | 'No') => fireEvent.click(within(question(text)).getAllByRole('radio', { name: choice })[0]!);
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

afterEach(() => vi.unstubAllGlobals());

describe('HealthQuestionsPage', () => {
  it('reveals the details of a Yes in the layout of its question, and hides them on No', async () => {
    renderPage({ [QUESTIONS]: () => success(questions()) });
    expect(await screen.findByRole('heading', { name: 'Primary Health Questions' })).toBeInTheDocument();
    expect(within(question(TEXTS[141])).queryByLabelText(/Date of Onset/)).toBeNull();

    answer(TEXTS[141], 'Yes');
    const ordinary = question(TEXTS[141]);
    expect(within(ordinary).getByLabelText(/Health Condition/)).toBeInTheDocument();
    expect(within(ordinary).getByLabelText(/Date of Onset/)).toHaveAttribute('placeholder', 'mm/dd/yyyy');
    expect(within(ordinary).getByRole('radiogroup', { name: /Currently Under Treatment/ })).toBeInTheDocument();

    answer(TEXTS[146], 'Yes');
    const physician = question(TEXTS[146]);
    expect(within(physician).getByLabelText(/Physician Name/)).toBeInTheDocument();
    expect(within(physician).getByLabelText(/Last Seen by Physician/)).toBeInTheDocument();
    expect(within(physician).queryByLabelText(/Health Condition/)).toBeNull();

    answer(TEXTS[145], 'Yes');
    expect(within(question(TEXTS[145])).queryAllByRole('textbox')).toHaveLength(0);

    answer(TEXTS[141], 'No');
    expect(within(question(TEXTS[141])).queryByLabelText(/Health Condition/)).toBeNull();
  });

  it('checks a Yes without details before calling the server', async () => {
    const { fetchMock } = renderPage({ [QUESTIONS]: () => success(questions({ flags: [0, 0, 0, 0], medicationFlag: 0 })) });
    await screen.findByRole('heading', { name: 'Primary Health Questions' });
    answer(TEXTS[142], 'Yes');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const details = question(TEXTS[142]);
    await waitFor(() => expect(within(details).getByLabelText(/Health Condition/)).toHaveAccessibleDescription('Field is required'));
    expect(postedBodies(fetchMock, SAVE)).toEqual([]);
  });

  it("puts the server's nested errors under the condition's onset field and the first medication", async () => {
    const { fetchMock } = renderPage({
      [QUESTIONS]: () =>
        success(
          questions({
            flags: [1, 0, 1, 0],
            conditions: [
              [{ health_condition: 'Diabetes', date_of_onset: '01/02/2015', is_treatment: '1', is_medicate: '1' }],
              [],
              [{ health_condition: 'Asthma', date_of_onset: '03/04/2016', is_treatment: '0', is_medicate: '0' }],
            ],
            medicationFlag: 1,
            medications: [{ id: 1, medication: 'Albuterol', dosage: '2 puffs', medical_condition: 'Asthma' }],
          }),
        ),
      [SAVE]: () => ({
        status: 400,
        body: {
          status: 'error',
          message: 'Date cannot be in the future',
          data: [
            { target_element: 'condition_questions.2.conditions.0.date_of_onset', error_message: 'Date cannot be in the future' },
            { target_element: 'medication_question.medications.0.medication', error_message: 'Medication is not recognised' },
          ],
        },
      }),
    });
    await screen.findByRole('heading', { name: 'Primary Health Questions' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    const asthma = question(TEXTS[142]);
    await waitFor(() => expect(within(asthma).getByLabelText(/Date of Onset/)).toHaveAccessibleDescription('Date cannot be in the future'));
    expect(within(asthma).getByLabelText(/Date of Onset/)).toHaveValue('03/04/2016');
    expect(within(question(TEXTS[141])).getByLabelText(/Date of Onset/)).not.toHaveAccessibleDescription();
    const firstMedication = screen.getByRole('group', { name: 'Medication #1' });
    expect(within(firstMedication).getByRole('textbox', { name: /^Medication/ })).toHaveAccessibleDescription(
      'Medication is not recognised',
    );

    const [body] = postedBodies(fetchMock, SAVE);
    expect(body).toMatchObject({ enrollment_id: ENROLLMENT_ID, notes: null });
    expect(
      (body!.condition_questions as { question_id: number; yes_no_flag: number }[]).map((q) => [q.question_id, q.yes_no_flag]),
    ).toEqual([
      [141, 1],
      [145, 0],
      [142, 1],
      [146, 0],
    ]);
  });

  it('sends medication rows 2 and 3 only with content, at most 3 rows, and moves on after saving', async () => {
    const { fetchMock } = renderPage({
      [QUESTIONS]: () => success(questions({ flags: [0, 0, 0, 0] })),
      [SAVE]: () => success({ version: 3 }),
    });
    await screen.findByRole('heading', { name: 'Primary Health Questions' });
    answer(TEXTS[150], 'Yes');
    fireEvent.click(screen.getByRole('button', { name: 'Add medication' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add medication' }));
    expect(screen.queryByRole('button', { name: 'Add medication' })).toBeNull();
    type(within(screen.getByRole('group', { name: 'Medication #1' })).getByRole('textbox', { name: /^Medication/ }), 'Metformin');
    type(within(screen.getByRole('group', { name: 'Medication #3' })).getByRole('textbox', { name: /^Dosage/ }), '5 mg');
    type(within(screen.getByRole('group', { name: 'Medication #3' })).getByRole('textbox', { name: /^Medication/ }), 'Lisinopril');
    type(screen.getByLabelText('Additional Notes'), 'Checked yearly');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Review step')).toBeInTheDocument();
    const [body] = postedBodies(fetchMock, SAVE);
    expect(body!.medication_question).toMatchObject({
      question_id: 150,
      yes_no_flag: 1,
      medications: [
        { id: 1, medication: 'Metformin', dosage: null, medical_condition: null },
        { id: 2, medication: 'Lisinopril', dosage: '5 mg', medical_condition: null },
      ],
    });
    expect(body!.notes).toBe('Checked yearly');
    expect(storage.get('isSpouseEnrollAccept')).toBe('false');
  });

  it('drops an empty middle row before sending, so a server error on the second row sent lands on the row shown second', async () => {
    renderPage({
      [QUESTIONS]: () => success(questions({ flags: [0, 0, 0, 0] })),
      [SAVE]: () => ({
        status: 400,
        body: {
          status: 'error',
          message: 'Dosage is unreadable',
          data: [{ target_element: 'medication_question.medications.1.dosage', error_message: 'Dosage is unreadable' }],
        },
      }),
    });
    await screen.findByRole('heading', { name: 'Primary Health Questions' });
    answer(TEXTS[150], 'Yes');
    fireEvent.click(screen.getByRole('button', { name: 'Add medication' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add medication' }));
    type(within(screen.getByRole('group', { name: 'Medication #1' })).getByRole('textbox', { name: /^Medication/ }), 'Metformin');
    type(within(screen.getByRole('group', { name: 'Medication #3' })).getByRole('textbox', { name: /^Medication/ }), 'Lisinopril');
    type(within(screen.getByRole('group', { name: 'Medication #3' })).getByRole('textbox', { name: /^Dosage/ }), '5 mgg');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(screen.queryByRole('group', { name: 'Medication #3' })).toBeNull());
    const second = screen.getByRole('group', { name: 'Medication #2' });
    expect(within(second).getByRole('textbox', { name: /^Medication/ })).toHaveValue('Lisinopril');
    await waitFor(() =>
      expect(within(second).getByRole('textbox', { name: /^Dosage/ })).toHaveAccessibleDescription('Dosage is unreadable'),
    );
  });

  it("loads and saves an existing member's answers once, then shows them as saved, never in local storage", async () => {
    storage.set('enroll_type', 'existing-member');
    let isSaved = false;
    const existing = questions({
      flags: [1, 0, 0, 0],
      conditions: [[{ health_condition: 'Hypertension', date_of_onset: '06/01/2015', is_treatment: '1', is_medicate: '1' }]],
      medicationFlag: 0,
    }).result;
    const { fetchMock } = renderPage({
      [EXISTING]: () =>
        success({
          result: { condition_questions: existing.codition_questions, medication_question: existing.medication_question, notes: null },
        }),
      [SAVE]: () => {
        isSaved = true;
        return success({ version: 2 });
      },
      [QUESTIONS]: () => success(isSaved ? { result: existing } : questions()),
    });
    const ordinary = await screen.findByRole('group', { name: new RegExp(TEXTS[141].replace('?', '\\?')) });
    const ownAnswer = within(ordinary).getByRole('radiogroup', { name: /treated for diabetes/ });
    expect(within(ownAnswer).getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(within(ordinary).getByLabelText(/Health Condition/)).toHaveValue('Hypertension');

    const saves = postedBodies(fetchMock, SAVE);
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({
      enrollment_id: ENROLLMENT_ID,
      condition_questions: [{ question_id: 141, yes_no_flag: 1 }, {}, {}, {}],
    });
    expect(storage.get('health_track')).toBe(ENROLLMENT_ID);
    expect(JSON.stringify({ ...localStorage })).not.toContain('Hypertension');
  });
});
