import { CONTACT_ADDRESS_MESSAGES, type RepriceCartForZipData } from '@benefit-store/domain';
import { Alert, Button, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { PriceChangeList } from '@/components/ui/price-change-list';
import { useRepriceCartForZip } from '../api/reprice-cart-for-zip';

export interface RepriceForZipProps {
  enrollmentId: string;
  /** The zip the server offered to re-price the cart for; null while none is offered. */
  offeredZip: string | null;
  /** What the last re-price did; null before one. */
  repriced: RepriceCartForZipData | null;
  onRepriced: (data: RepriceCartForZipData) => void;
  onRefused: (error: unknown) => void;
}

/**
 * The contact step's offer to price the plans for the zip typed (a state the cart was not priced
 * for, docs/decisions/0103), then the prices that changed.
 */
export function RepriceForZip({ enrollmentId, offeredZip, repriced, onRepriced, onRefused }: RepriceForZipProps) {
  const reprice = useRepriceCartForZip();
  return (
    <>
      {offeredZip ? (
        <Button
          variant="light"
          style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
          styles={{ label: { whiteSpace: 'normal' } }}
          loading={reprice.isPending}
          onClick={() =>
            reprice.mutate({ body: { enrollment_id: enrollmentId, zip: offeredZip } }, { onSuccess: onRepriced, onError: onRefused })
          }
        >
          {CONTACT_ADDRESS_MESSAGES.repriceAction(offeredZip)}
        </Button>
      ) : null}
      {repriced ? (
        <Alert role="status" color="green" icon={<IconCircleCheck size={18} aria-hidden />} title={repriced.message}>
          {repriced.price_changes.length > 0 ? (
            <PriceChangeList changes={repriced.price_changes} />
          ) : (
            <Text fz="sm">The prices of your plans stay the same.</Text>
          )}
        </Alert>
      ) : null}
    </>
  );
}
