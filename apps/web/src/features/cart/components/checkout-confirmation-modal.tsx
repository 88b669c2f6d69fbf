import { formatUsDate, type CartPriceChange } from '@benefit-store/domain';
import { Alert, Button, Modal, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCalendarCheck } from '@tabler/icons-react';
import { PriceChangeList } from '@/components/ui/price-change-list';

export interface CheckoutConfirmationModalProps {
  /** The recorded effective date, 'YYYY-MM-DD'; null while closed. */
  effectiveDate: string | null;
  /** Plans whose price checkout changed to the current rate; the shopper sees them before enrolling. */
  priceChanges?: CartPriceChange[];
  onBack: () => void;
  onProceed: () => void;
}

/** Cart confirmation (spec 000 §2): the effective date, Back to Cart or Proceed to Enrollment. */
export function CheckoutConfirmationModal({ effectiveDate, priceChanges = [], onBack, onProceed }: CheckoutConfirmationModalProps) {
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
          {priceChanges.length > 0 ? (
            <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />} title="Prices have changed" ta="left" w="100%">
              <Text fz="sm" mb="xs">
                The plans' rates changed since you added them. Your cart now shows the current prices:
              </Text>
              <PriceChangeList changes={priceChanges} />
            </Alert>
          ) : null}
          {/* Side by side where both labels fit, stacked on a phone (no cut-off "Proceed to Enrollment"). */}
          <SimpleGrid cols={{ base: 1, xs: 2 }} w="100%">
            <Button variant="default" onClick={onBack}>
              Back to Cart
            </Button>
            <Button onClick={onProceed} data-autofocus>
              Proceed to Enrollment
            </Button>
          </SimpleGrid>
        </Stack>
      ) : null}
    </Modal>
  );
}
