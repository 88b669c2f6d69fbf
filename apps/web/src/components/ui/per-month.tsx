import { Text, type TextProps } from '@mantine/core';

/** The one price suffix of the store (spec 000 §2 says 'per month'), after a monthly amount. */
export const PER_MONTH = 'per month';

/** ' per month' in a quieter type after a price: `{formatMoney(price)}<PerMonth />`. */
export function PerMonth(props: TextProps) {
  return (
    <Text component="span" fz="sm" fw={500} c="dimmed" style={{ whiteSpace: 'nowrap' }} {...props}>
      {' '}
      {PER_MONTH}
    </Text>
  );
}
