import { AssistAddBodySchema } from '@benefit-store/domain';
import { ActionIcon, Center, Group, Loader, ScrollArea, Text, UnstyledButton, type TextInputProps } from '@mantine/core';
import { IconCheck, IconPencil, IconSend, IconX } from '@tabler/icons-react';
import { Fragment, useEffect, useRef, useState, type FormEvent } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod';
import { applyServerErrors, ErrorSummary, FormTextField, SERVER_ERROR_KEY, useWireForm } from '@/components/form';
import { isApiError } from '@/lib/api-client';
import { useAddAssist } from '../api/add-assist';
import { useAssist } from '../api/get-assist';
import classes from './rep-chat.module.css';

/** Spec 000 §9: a failed send shows the server's message for 5 seconds. */
export const CHAT_ERROR_MS = 5000;
/** Spec 000 §9: the conversation scrolls within 400 pixels. */
const SCROLL_MAX_HEIGHT = 400;
const ANSWER_MAX_LENGTH = 1000;

export interface RepChatProps {
  deviceId: string;
  webUrl: string;
  agentId: number | null;
}

/** The answer as assist/add's body names and checks it; the rest of the body is the conversation's, not typed. */
const AnswerSchema = AssistAddBodySchema.pick({ answer: true });
type AnswerValues = z.input<typeof AnswerSchema>;
const NOT_SENT = 'Your answer could not be sent. Please try again.';

interface AnswerFormProps {
  /** Another answer is on its way: this one waits. */
  isBusy: boolean;
  /** Sends the answer for its question; a rejection's messages show on this form. */
  onSend: (answer: string) => Promise<unknown>;
}

/**
 * An answer form of the one form pattern (the composer, or a past answer opened for editing):
 * the answer wire-shaped; a failed send's message under the field (announced), or above it when
 * it names no field, for five seconds (spec 000 §9). What the visitor typed stays.
 */
function useAnswerForm(initial: string, { isBusy, onSend }: AnswerFormProps, { emptiesOnSent = false } = {}) {
  const form = useWireForm(AnswerSchema, { answer: initial });
  const answer = useWatch({ control: form.control, name: 'answer' });
  const [failures, setFailures] = useState(0);

  useEffect(() => {
    if (failures === 0) return;
    const timer = setTimeout(() => form.clearErrors(), CHAT_ERROR_MS);
    return () => clearTimeout(timer);
  }, [failures, form]);

  const send = form.handleSubmit(async (values) => {
    try {
      await onSend(values.answer);
      if (emptiesOnSent) form.reset({ answer: '' });
    } catch (failure) {
      if (isApiError(failure)) applyServerErrors(form, failure);
      else form.setError(SERVER_ERROR_KEY, { type: 'server', message: NOT_SENT });
      setFailures((count) => count + 1);
    }
  });
  // A blank answer is not sent (the send button is disabled for it too).
  const canSend = answer.trim() !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSend && !isBusy) void send(event);
  };
  return { form, canSend, submit };
}

/** The answer's field: its error under it, spoken as soon as it appears. */
function AnswerField({
  answerForm,
  ...props
}: { answerForm: UseFormReturn<AnswerValues> } & Omit<TextInputProps, 'name' | 'error' | 'id'>) {
  return (
    <FormTextField
      name="answer"
      register={answerForm.register}
      control={answerForm.control}
      maxLength={ANSWER_MAX_LENGTH}
      errorProps={{ role: 'alert' }}
      {...props}
    />
  );
}

interface EditAnswerProps extends AnswerFormProps {
  initial: string;
  onCancel: () => void;
}

/** A past answer opened for editing: Enter or the check button sends it again, Escape cancels. */
function EditAnswer({ initial, onCancel, ...props }: EditAnswerProps) {
  const { form, canSend, submit } = useAnswerForm(initial, props);
  return (
    <form onSubmit={submit} noValidate className={classes.editForm}>
      <ErrorSummary errors={form.formState.errors} />
      <div className={classes.editRow}>
        <AnswerField
          answerForm={form}
          aria-label="Edit your answer"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              onCancel();
            }
          }}
          size="sm"
          autoFocus
          className={classes.editInput}
        />
        <ActionIcon type="submit" size="lg" aria-label="Save answer" loading={form.formState.isSubmitting} disabled={!canSend}>
          <IconCheck size={18} />
        </ActionIcon>
        <ActionIcon variant="default" size="lg" aria-label="Cancel editing" onClick={onCancel}>
          <IconX size={18} />
        </ActionIcon>
      </div>
    </form>
  );
}

/** The next question's answer: Enter or the send button; the field empties once it is sent. */
function Composer(props: AnswerFormProps) {
  const { form, canSend, submit } = useAnswerForm('', props, { emptiesOnSent: true });
  return (
    <form onSubmit={submit} noValidate className={classes.composer}>
      <ErrorSummary errors={form.formState.errors} />
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <AnswerField
          answerForm={form}
          aria-label="Your answer"
          placeholder="Type your answer"
          autoComplete="off"
          className={classes.composerInput}
          data-autofocus
        />
        <ActionIcon type="submit" size={36} aria-label="Send" loading={form.formState.isSubmitting} disabled={!canSend}>
          <IconSend size={18} />
        </ActionIcon>
      </Group>
    </form>
  );
}

/**
 * Contact Rep (spec 000 §2, §4, §5): the assistant asks, the visitor answers (Enter or the send
 * button), the next question follows. A past answer can be opened, changed and sent again for its
 * question. A failed send shows the server's message for five seconds.
 */
export function RepChat({ deviceId, webUrl, agentId }: RepChatProps) {
  const conversation = useAssist({ device_id: deviceId, web_url: webUrl, agent_id: agentId });
  const addAnswer = useAddAssist();
  const [editingId, setEditingId] = useState<number | null>(null);
  const viewport = useRef<HTMLDivElement>(null);

  const answers = conversation.data?.answer ?? [];
  const question = conversation.data?.question ?? null;
  useEffect(() => {
    const list = viewport.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [answers.length, question?.id]);

  const send = (questionId: number, answer: string) =>
    addAnswer.mutateAsync({ question_id: questionId, answer, device_id: deviceId, web_url: webUrl, agent_id: agentId ?? undefined });

  if (conversation.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading the conversation" />
      </Center>
    );
  }
  if (conversation.isError) {
    return (
      <Text c="dimmed" fz="sm" py="md">
        The chat is not available right now. Please create a ticket or call us.
      </Text>
    );
  }

  return (
    <div className={classes.chat}>
      <Text fz="sm" c="dimmed" className={classes.help}>
        Answer a few questions and a rep will reach out to you. Please allow 24 hours for a rep to reach out.
      </Text>
      <ScrollArea.Autosize mah={SCROLL_MAX_HEIGHT} viewportRef={viewport} type="auto" offsetScrollbars className={classes.scroll}>
        <ol className={classes.thread} aria-label="Conversation">
          {answers.map((item) => (
            <Fragment key={item.question_id}>
              <li className={classes.assistant}>{item.assistant_question.question}</li>
              <li className={classes.visitorRow}>
                {editingId === item.question_id ? (
                  <EditAnswer
                    initial={item.answer}
                    isBusy={addAnswer.isPending}
                    onCancel={() => setEditingId(null)}
                    onSend={async (answer) => {
                      await send(item.question_id, answer);
                      setEditingId(null);
                    }}
                  />
                ) : (
                  <UnstyledButton
                    className={classes.visitor}
                    onClick={() => setEditingId(item.question_id)}
                    aria-label={`Edit answer: ${item.answer}`}
                    title="Click to edit your answer"
                  >
                    <span>{item.answer}</span>
                    <IconPencil size={14} aria-hidden className={classes.editIcon} />
                  </UnstyledButton>
                )}
              </li>
            </Fragment>
          ))}
          {question ? (
            <li className={classes.assistant} data-current>
              {question.question}
            </li>
          ) : (
            <li className={classes.assistant} data-done>
              Thank you! A rep will reach out to you within 24 hours.
            </li>
          )}
        </ol>
      </ScrollArea.Autosize>
      {question ? <Composer isBusy={addAnswer.isPending} onSend={(answer) => send(question.id, answer)} /> : null}
    </div>
  );
}
