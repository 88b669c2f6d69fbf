import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { success, type Route } from '@/testing/fetch-stub';
import { CHAT_ERROR_MS, RepChat } from './rep-chat';

const QUESTIONS = [
  { id: 1, question: 'What is your name?' },
  { id: 2, question: 'What is the best phone number to reach you?' },
  { id: 3, question: 'What is your e-mail address?' },
];
const DEVICE = 'a1b2c3d4e5f6a7b8';

/** A tiny assist service: answers by question id, the next unanswered question first. */
function fakeAssist({ failNext = false } = {}) {
  const answers = new Map<number, string>();
  const bodies: Record<string, unknown>[] = [];
  let shouldFail = failNext;
  const conversation = () => ({
    question: QUESTIONS.find((q) => !answers.has(q.id)) ?? null,
    answer: QUESTIONS.filter((q) => answers.has(q.id)).map((q) => ({
      question_id: q.id,
      answer: answers.get(q.id)!,
      assistant_question: { question: q.question },
    })),
  });
  const routes: Record<string, Route> = { '/api/v1/assist/get': () => success(conversation()) };
  const fetchMock = vi.fn((input: string, init?: RequestInit) => {
    const path = new URL(input, 'http://localhost').pathname;
    if (path === '/api/v1/assist/add') {
      const body = JSON.parse(String(init?.body)) as { question_id: number; answer: string };
      bodies.push(body);
      if (shouldFail) {
        shouldFail = false;
        return Promise.resolve(
          new Response(JSON.stringify({ status: 'error', data: [{ target_element: 'answer', error_message: 'Answer is too long' }] }), {
            status: 400,
          }),
        );
      }
      answers.set(body.question_id, body.answer);
      return Promise.resolve(new Response(JSON.stringify(success(conversation()).body)));
    }
    const route = routes[path];
    return Promise.resolve(new Response(JSON.stringify(route ? route(new URLSearchParams()).body : {}), { status: route ? 200 : 404 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    answers,
    bodies,
    failNextSend: () => {
      shouldFail = true;
    },
  };
}

function renderChat() {
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RepChat deviceId={DEVICE} webUrl="http://localhost/" agentId={1} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

function answerWith(text: string) {
  const input = screen.getByRole('textbox', { name: 'Your answer' });
  fireEvent.change(input, { target: { value: text } });
  // Enter in the field submits its form.
  fireEvent.submit(input.closest('form')!);
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('RepChat', () => {
  it("shows the assistant's question, takes the answer and asks the next one", async () => {
    const { bodies } = fakeAssist();
    renderChat();
    expect(await screen.findByText('What is your name?')).toBeInTheDocument();
    expect(screen.getByText(/allow 24 hours for a rep to reach out/)).toBeInTheDocument();

    answerWith('Jane Doe');
    expect(await screen.findByText('What is the best phone number to reach you?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit answer: Jane Doe' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('');
    expect(bodies[0]).toEqual({ question_id: 1, answer: 'Jane Doe', device_id: DEVICE, agent_id: 1, web_url: 'http://localhost/' });

    fireEvent.change(screen.getByRole('textbox', { name: 'Your answer' }), { target: { value: '2145550123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('What is your e-mail address?')).toBeInTheDocument();
  });

  it('lets a past answer be edited and sends it for its question', async () => {
    const { answers, bodies } = fakeAssist();
    renderChat();
    await screen.findByText('What is your name?');
    answerWith('Jane Doe');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit answer: Jane Doe' }));

    const edit = screen.getByRole('textbox', { name: 'Edit your answer' });
    expect(edit).toHaveValue('Jane Doe');
    fireEvent.change(edit, { target: { value: 'Jane Smith' } });
    fireEvent.submit(edit.closest('form')!);

    expect(await screen.findByRole('button', { name: 'Edit answer: Jane Smith' })).toBeInTheDocument();
    expect(bodies.at(-1)).toMatchObject({ question_id: 1, answer: 'Jane Smith' });
    expect(answers.get(1)).toBe('Jane Smith');
    // Still waiting on the second question.
    expect(screen.getByText('What is the best phone number to reach you?')).toBeInTheDocument();
  });

  it("shows the server's message for five seconds", async () => {
    fakeAssist({ failNext: true });
    renderChat();
    await screen.findByText('What is your name?');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answerWith('x'.repeat(20));
    expect(await screen.findByRole('alert')).toHaveTextContent('Answer is too long');

    act(() => void vi.advanceTimersByTime(CHAT_ERROR_MS - 500));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(600));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    // What the visitor typed is kept for another try.
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('x'.repeat(20));
  });

  it("puts the server's message under the answer it names, as the field's description", async () => {
    fakeAssist({ failNext: true });
    renderChat();
    await screen.findByText('What is your name?');
    answerWith('x'.repeat(20));
    const input = screen.getByRole('textbox', { name: 'Your answer' });
    await waitFor(() => expect(input).toHaveAccessibleDescription('Answer is too long'));
    expect(input).toHaveFocus();
    expect(screen.queryByTestId('error-summary')).toBeNull();
  });

  it('shows a failed edit under the answer being edited', async () => {
    const { answers, failNextSend } = fakeAssist();
    renderChat();
    await screen.findByText('What is your name?');
    answerWith('Jane Doe');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit answer: Jane Doe' }));
    failNextSend();
    const edit = screen.getByRole('textbox', { name: 'Edit your answer' });
    fireEvent.change(edit, { target: { value: 'Jane Smith' } });
    fireEvent.submit(edit.closest('form')!);
    await waitFor(() => expect(edit).toHaveAccessibleDescription('Answer is too long'));
    expect(screen.getByRole('textbox', { name: 'Your answer' })).not.toHaveAccessibleDescription();
    expect(edit).toHaveValue('Jane Smith');
    expect(answers.get(1)).toBe('Jane Doe');
  });

  it('thanks the visitor when every question is answered', async () => {
    fakeAssist();
    renderChat();
    await screen.findByText('What is your name?');
    for (const text of ['Jane Doe', '2145550123', 'jane@example.com']) {
      await screen.findByRole('textbox', { name: 'Your answer' });
      answerWith(text);
      await screen.findByRole('button', { name: `Edit answer: ${text}` });
    }
    expect(screen.getByText('Thank you! A rep will reach out to you within 24 hours.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your answer' })).not.toBeInTheDocument();
  });
});
