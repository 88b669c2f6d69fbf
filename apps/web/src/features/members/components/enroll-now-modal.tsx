import {
  AddFilterForExistingUserBodySchema,
  TIER_LABELS,
  TierSchema,
  VALIDATION_MESSAGES,
  type CurrentMember,
  type Tier,
} from '@benefit-store/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import * as z from 'zod';
import { applyServerErrors, choiceField, ErrorSummary, useWireForm } from '@/components/form';
import { ChoiceCards, type ChoiceOption } from '@/components/ui/choice-cards';

const TIER_OPTIONS: readonly ChoiceOption<Tier>[] = TierSchema.options.map((tier) => ({ value: tier, label: TIER_LABELS[tier] }));

/** The tier as add-filter-for-existing-user's body names and checks it; '' until one is chosen. */
const EnrollNowSchema = z.object({ tier: choiceField(AddFilterForExistingUserBodySchema.shape.tier, VALIDATION_MESSAGES.chooseTier) });

export interface EnrollNowModalProps {
  /** The member being enrolled; the modal is open while there is one. */
  member: CurrentMember | null;
  isSubmitting: boolean;
  /** The last failed call: a field error goes under its field, anything else in the form's error summary. */
  error: unknown;
  onBack: () => void;
  onSubmit: (member: CurrentMember, tier: Tier) => void;
}

/** 'Enroll Now' (spec 000 §2): a tier for the current member's new enrollment, Back or Submit. */
export function EnrollNowModal({ member, isSubmitting, error, onBack, onSubmit }: EnrollNowModalProps) {
  const form = useWireForm(EnrollNowSchema, { tier: '' });

  // The last failed enrollment: each message under its field, the rest in the summary.
  useEffect(() => {
    if (error) applyServerErrors(form, error);
  }, [error, form]);

  const back = () => {
    form.reset({ tier: '' });
    onBack();
  };
  const submit = form.handleSubmit(({ tier }) => {
    if (member) onSubmit(member, tier);
  });

  return (
    <Modal opened={member !== null} onClose={back} title={member ? `Enroll ${member.name}` : 'Enroll Now'} size="lg">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="lg">
          <Text fz="sm" c="dimmed">
            Choose who the new plans should cover. The member's date of birth, gender and address come from their record.
          </Text>
          <ErrorSummary errors={form.formState.errors} />
          <Controller
            name="tier"
            control={form.control}
            render={({ field, fieldState }) => (
              <ChoiceCards
                label="Choose Tier"
                options={TIER_OPTIONS}
                value={TierSchema.safeParse(field.value).data ?? null}
                onChange={field.onChange}
                error={fieldState.error?.message}
                isRequired
              />
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={back}>
              Back
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Submit
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
