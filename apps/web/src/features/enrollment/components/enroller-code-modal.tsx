import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { WIZARD_MESSAGES } from '@benefit-store/domain';
import * as z from 'zod';
import { applyServerErrors, ErrorSummary, FormTextField, useWireForm } from '@/components/form';
import { useSaveEnrollerCode } from '../api/personal-info';

const EnrollerCodeFormSchema = z.object({ enrollerCode: z.string().trim().min(1, WIZARD_MESSAGES.enterEnrollerCode) });

/** The enroller code popup of personal information (spec 001 §2, §4): saving a code clears the group's requirement. */
export function EnrollerCodeModal({
  enrollmentId,
  opened,
  onClose,
  onSaved,
}: {
  enrollmentId: string;
  opened: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const save = useSaveEnrollerCode();
  const form = useWireForm(EnrollerCodeFormSchema, { enrollerCode: '' });
  const onSubmit = form.handleSubmit(({ enrollerCode }) =>
    save.mutate(
      { body: { enrollment_id: enrollmentId, enrollerCode } },
      { onSuccess: onSaved, onError: (error) => applyServerErrors(form, error) },
    ),
  );
  return (
    <Modal opened={opened} onClose={onClose} title="Enter Enroller Code" centered>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            The code of the person enrolling you, as your employer gave it.
          </Text>
          <ErrorSummary errors={form.formState.errors} listsFieldErrors={false} />
          <FormTextField
            name="enrollerCode"
            register={form.register}
            control={form.control}
            label="Enroller Code"
            withAsterisk
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Submit
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
