import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { RESUME_TEXTS, SAVED_TAB_OF_STEP, SaveLaterBodySchema, type TabName } from '@benefit-store/domain';
import { IconMailCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { applyServerErrors, ErrorSummary, FormTextField, useWireForm } from '@/components/form';
import { useSaveEnrollment } from '@/lib/calls/save-enrollment';
import { useSavedContactEmail } from '../api/step-data';

const EmailSchema = SaveLaterBodySchema.pick({ email: true });

/** Done replaces the form (and its focused Send Code button) in an open dialog, so it takes the focus itself. */
const focusOnMount = (button: HTMLButtonElement | null) => button?.focus();

export interface SaveLaterModalProps {
  opened: boolean;
  onClose: () => void;
  enrollmentId: string;
  /** The step being left: the code's e-mail brings the applicant back to it. */
  tab: TabName;
}

/**
 * Save & Continue Later (spec 001 §2): asks for the e-mail the code goes to, then confirms
 * 'Information Saved!!! Check your email to continue' with Done. The e-mail starts as the one saved
 * on the contact step, when it is (docs/decisions/0104); what the person typed is never replaced.
 */
export function SaveLaterModal({ opened, onClose, enrollmentId, tab }: SaveLaterModalProps) {
  const save = useSaveEnrollment();
  const form = useWireForm(EmailSchema, { email: '' });
  const savedEmail = useSavedContactEmail(enrollmentId, opened);
  const { getValues, setValue } = form;
  useEffect(() => {
    if (opened && savedEmail && getValues('email') === '') setValue('email', savedEmail);
  }, [opened, savedEmail, getValues, setValue]);
  const close = () => {
    save.reset();
    form.reset();
    onClose();
  };
  const onSubmit = form.handleSubmit(({ email }) =>
    save.mutate(
      { body: { enrollment_id: enrollmentId, email, tab: SAVED_TAB_OF_STEP[tab] } },
      { onError: (error) => applyServerErrors(form, error) },
    ),
  );

  return (
    <Modal opened={opened} onClose={close} title="Save & Continue Later" centered>
      {save.isSuccess ? (
        <Stack gap="md" align="center" ta="center">
          <ThemeIcon size={48} radius="xl" color="teal" variant="light" aria-hidden>
            <IconMailCheck size={26} />
          </ThemeIcon>
          <Text fw={600} role="status">
            {RESUME_TEXTS.saved}
          </Text>
          <Button onClick={close} ref={focusOnMount}>
            Done
          </Button>
        </Stack>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="md">
            <Text>{RESUME_TEXTS.saveLaterQuestion}</Text>
            <ErrorSummary errors={form.formState.errors} />
            <FormTextField
              name="email"
              register={form.register}
              control={form.control}
              label="Email"
              type="email"
              autoComplete="email"
              withAsterisk
              data-autofocus
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                Back
              </Button>
              <Button type="submit" loading={save.isPending}>
                Send Code
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
