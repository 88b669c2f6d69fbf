import { QuoteFormSchema, type QuoteForm as QuoteFormValues } from '@benefit-store/domain';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { IconEye, IconSend } from '@tabler/icons-react';
import { useEffect } from 'react';
import { applyServerErrors, ErrorSummary, errorAt, fieldId, FormTextField, useWireForm } from '@/components/form';

export interface QuoteFormProps {
  onPreview: (form: QuoteFormValues) => void;
  onSend: (form: QuoteFormValues) => void;
  isPreviewing: boolean;
  isSending: boolean;
  /** The last failed call: field errors go under their field, anything else in the form's error summary. */
  error: unknown;
  onCancel: () => void;
}

/** The send-quote form (spec 000 §5): Name, Email, optional Message; Preview and Send. */
export function QuoteForm({ onPreview, onSend, isPreviewing, isSending, error, onCancel }: QuoteFormProps) {
  const form = useWireForm(QuoteFormSchema, { name: '', email: '', message: '' });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;

  // The last failed preview or send: each message under its field, the rest in the summary.
  useEffect(() => {
    if (error) applyServerErrors(form, error);
  }, [error, form]);

  const isBusy = isPreviewing || isSending;
  return (
    <form onSubmit={(event) => void handleSubmit(onSend)(event)} noValidate aria-label="Send Personalized Quote">
      <Stack gap="md">
        <ErrorSummary errors={errors} />
        <FormTextField name="name" register={register} control={control} label="Name" autoComplete="name" withAsterisk data-autofocus />
        <FormTextField name="email" register={register} control={control} label="Email" type="email" autoComplete="email" withAsterisk />
        <Textarea
          id={fieldId('message')}
          label="Message"
          description="Optional: a personal note shown above the quote"
          rows={4}
          error={errorAt(errors, 'message')}
          {...register('message')}
        />
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
