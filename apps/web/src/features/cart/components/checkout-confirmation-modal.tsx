import { formatUsDate } from '@benefit-store/domain';
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarCheck } from '@tabler/icons-react';

export interface CheckoutConfirmationModalProps {
  /** The recorded effective date, 'YYYY-MM-DD'; null while closed. */
  effectiveDate: string | null;
  onBack: () => void;
  onProceed: () => void;
}

/** Cart confirmation (spec 000 §2): the effective date, Back to Cart or Proceed to Enrollment. */
export function CheckoutConfirmationModal({ effectiveDate, onBack, onProceed }: CheckoutConfirmationModalProps) {
  return (
    <Modal opened={effectiveDate !== null} onClose={onBack} title="Confirm your effective date" size="md">
      {effectiveDate ? (
        <Stack gap="lg" align="center" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconCalendarCheck size={30} stroke={1.6} />
          </ThemeIcon>
          <Text fz="lg">
            Your plans will be effective as of{' '}
            <Text component="strong" fw={800} c="brand.8" inherit>
              {formatUsDate(effectiveDate)}
            </Text>
          </Text>
          <Group justify="center" w="100%" grow>
            <Button variant="default" onClick={onBack}>
              Back to Cart
            </Button>
            <Button onClick={onProceed} data-autofocus>
              Proceed to Enrollment
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
