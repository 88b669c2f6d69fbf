import { TIER_LABELS, TierSchema, type CurrentMember, type Tier } from '@benefit-store/domain';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { ChoiceCards, type ChoiceOption } from '@/components/ui/choice-cards';

export const TIER_REQUIRED = 'Please choose a tier';
const TIER_OPTIONS: readonly ChoiceOption<Tier>[] = TierSchema.options.map((tier) => ({ value: tier, label: TIER_LABELS[tier] }));

export interface EnrollNowModalProps {
  /** The member being enrolled; the modal is open while there is one. */
  member: CurrentMember | null;
  isSubmitting: boolean;
  /** The server's refusal, shown above the buttons. */
  error: string | null;
  onBack: () => void;
  onSubmit: (member: CurrentMember, tier: Tier) => void;
}

/** 'Enroll Now' (spec 000 §2): a tier for the current member's new enrollment, Back or Submit. */
export function EnrollNowModal({ member, isSubmitting, error, onBack, onSubmit }: EnrollNowModalProps) {
  const [tier, setTier] = useState<Tier | null>(null);
  const [tierError, setTierError] = useState<string | null>(null);

  const back = () => {
    setTier(null);
    setTierError(null);
    onBack();
  };
  const submit = () => {
    if (!member) return;
    if (!tier) {
      setTierError(TIER_REQUIRED);
      return;
    }
    onSubmit(member, tier);
  };

  return (
    <Modal opened={member !== null} onClose={back} title={member ? `Enroll ${member.name}` : 'Enroll Now'} size="lg">
      <Stack gap="lg">
        <Text fz="sm" c="dimmed">
          Choose who the new plans should cover. The member's date of birth, gender and address come from their record.
        </Text>
        <ChoiceCards
          label="Choose Tier"
          options={TIER_OPTIONS}
          value={tier}
          onChange={(next) => {
            setTier(next);
            setTierError(null);
          }}
          error={tierError}
          isRequired
        />
        {error ? (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={back}>
            Back
          </Button>
          <Button onClick={submit} loading={isSubmitting}>
            Submit
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
