import { QuoteFormSchema, type QuoteForm as QuoteFormValues } from '@benefit-store/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { IconEye, IconSend } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { isApiError } from '@/lib/api-client';

type QuoteFormInput = z.input<typeof QuoteFormSchema>;
const FIELDS = ['name', 'email', 'message'] as const;

export interface QuoteFormProps {
  onPreview: (form: QuoteFormValues) => void;
  onSend: (form: QuoteFormValues) => void;
  isPreviewing: boolean;
  isSending: boolean;
  /** The last failed call: field errors go under their field, anything else above the buttons. */
  error: unknown;
  onCancel: () => void;
}

/** The send-quote form (spec 000 §5): Name, Email, optional Message; Preview and Send. */
export function QuoteForm({ onPreview, onSend, isPreviewing, isSending, error, onCancel }: QuoteFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<QuoteFormInput, unknown, QuoteFormValues>({
    resolver: zodResolver(QuoteFormSchema),
    defaultValues: { name: '', email: '', message: '' },
    mode: 'onTouched',
  });

  let generalError: string | null = null;
  if (error) {
    const fieldErrors = isApiError(error) ? error.fieldErrors.filter((e) => (FIELDS as readonly string[]).includes(e.target_element)) : [];
    if (fieldErrors.length === 0) generalError = isApiError(error) ? error.message : 'Something went wrong. Please try again.';
  }

  useEffect(() => {
    if (!isApiError(error)) return;
    for (const field of FIELDS) {
      const message = error.fieldMessage(field);
      if (message) setError(field, { type: 'server', message }, { shouldFocus: true });
    }
  }, [error, setError]);

  const isBusy = isPreviewing || isSending;
  return (
    <form onSubmit={(event) => void handleSubmit(onSend)(event)} noValidate aria-label="Send Personalized Quote">
      <Stack gap="md">
        <TextInput label="Name" autoComplete="name" withAsterisk error={errors.name?.message} data-autofocus {...register('name')} />
        <TextInput label="Email" type="email" autoComplete="email" withAsterisk error={errors.email?.message} {...register('email')} />
        <Textarea
          label="Message"
          description="Optional: a personal note shown above the quote"
          rows={4}
          error={errors.message?.message}
          {...register('message')}
        />
        {generalError ? (
          <Alert color="red" variant="light" role="alert">
            {generalError}
          </Alert>
        ) : null}
        <Group justify="space-between" gap="sm">
          <Button variant="subtle" onClick={onCancel} disabled={isBusy}>
            Cancel
          </Button>
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconEye size={18} aria-hidden />}
              loading={isPreviewing}
              disabled={isSending}
              onClick={() => void handleSubmit(onPreview)()}
            >
              Preview
            </Button>
            <Button type="submit" leftSection={<IconSend size={18} aria-hidden />} loading={isSending} disabled={isPreviewing}>
              Send
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
