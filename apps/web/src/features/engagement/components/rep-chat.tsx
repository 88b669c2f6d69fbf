import { ActionIcon, Center, Group, Loader, ScrollArea, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconCheck, IconPencil, IconSend, IconX } from '@tabler/icons-react';
import { Fragment, useEffect, useRef, useState, type FormEvent } from 'react';
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

interface EditAnswerProps {
  initial: string;
  isSending: boolean;
  onSend: (answer: string) => void;
  onCancel: () => void;
}

/** A past answer opened for editing: Enter or the check button sends it again, Escape cancels. */
function EditAnswer({ initial, isSending, onSend, onCancel }: EditAnswerProps) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) onSend(text.trim());
  };
  return (
    <form onSubmit={submit} className={classes.editForm}>
      <TextInput
        aria-label="Edit your answer"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onCancel();
          }
        }}
        maxLength={ANSWER_MAX_LENGTH}
        size="sm"
        autoFocus
        className={classes.editInput}
      />
      <ActionIcon type="submit" size="lg" aria-label="Save answer" loading={isSending} disabled={!text.trim()}>
        <IconCheck size={18} />
      </ActionIcon>
      <ActionIcon variant="default" size="lg" aria-label="Cancel editing" onClick={onCancel}>
        <IconX size={18} />
      </ActionIcon>
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
  const [draft, setDraft] = useState('');
  const [editingId, setEditingId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const viewport = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), CHAT_ERROR_MS);
    return () => clearTimeout(timer);
  }, [error]);

  const answers = conversation.data?.answer ?? [];
  const question = conversation.data?.question ?? null;
  useEffect(() => {
    const list = viewport.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [answers.length, question?.id]);

  const send = (questionId: number, answer: string, onSent: () => void) => {
    setError(null);
    addAnswer.mutate(
      { question_id: questionId, answer, device_id: deviceId, web_url: webUrl, agent_id: agentId ?? undefined },
      {
        onSuccess: onSent,
        onError: (failure) =>
          setError(
            isApiError(failure) ? (failure.fieldMessage('answer') ?? failure.message) : 'Your answer could not be sent. Please try again.',
          ),
      },
    );
  };

  const submitDraft = (event: FormEvent) => {
    event.preventDefault();
    const answer = draft.trim();
    if (!question || !answer || addAnswer.isPending) return;
    send(question.id, answer, () => setDraft(''));
  };

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
                    isSending={addAnswer.isPending}
                    onCancel={() => setEditingId(null)}
                    onSend={(answer) => send(item.question_id, answer, () => setEditingId(null))}
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
      {error ? (
        <Text role="alert" c="red.8" fz="sm" mt="xs">
          {error}
        </Text>
      ) : null}
      {question ? (
        <form onSubmit={submitDraft} className={classes.composer}>
          <Group gap="xs" wrap="nowrap">
            <TextInput
              aria-label="Your answer"
              placeholder="Type your answer"
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              maxLength={ANSWER_MAX_LENGTH}
              autoComplete="off"
              className={classes.composerInput}
              data-autofocus
            />
            <ActionIcon
              type="submit"
              size={36}
              aria-label="Send"
              loading={addAnswer.isPending && editingId === null}
              disabled={!draft.trim()}
            >
              <IconSend size={18} />
            </ActionIcon>
          </Group>
        </form>
      ) : null}
    </div>
  );
}
