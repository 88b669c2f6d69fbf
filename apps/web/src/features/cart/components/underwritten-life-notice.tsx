import { FEE_TEXTS } from '@benefit-store/domain';
import { Alert, List } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

/** Shown when the cart holds an underwritten carrier life plan (spec 000 §2 Cart, §9; DESIGN §3 Fees). */
export function UnderwrittenLifeNotice() {
  return (
    <Alert
      variant="light"
      color="accent"
      radius="md"
      title="About the life coverage in your cart"
      icon={<IconInfoCircle aria-hidden />}
      data-testid="underwritten-life-notice"
    >
      <List size="sm" spacing={4}>
        <List.Item>{FEE_TEXTS.cartNotice}</List.Item>
        <List.Item>Optional life plans depend on medical underwriting approval.</List.Item>
      </List>
    </Alert>
  );
}
