import { Text, type TextProps } from '@mantine/core';
import { formatMoney } from '@/lib/format';
import { PerMonth } from './per-month';

/** A plan card's 'Starting From' label over its monthly price; `labelProps` places the label in its card. */
export function StartingFromPrice({ price, labelProps }: { price: string | number; labelProps?: TextProps }) {
  return (
    <>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600} lts="0.04em" {...labelProps}>
        Starting From
      </Text>
      <Text fw={700} fz="lg">
        {formatMoney(price)}
        <PerMonth />
      </Text>
    </>
  );
}
