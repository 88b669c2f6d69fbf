import { shownOptionLabel } from '@benefit-store/domain';
import { Text, type MantineFontSize } from '@mantine/core';

export interface PlanNameProps {
  /** The plan's name. */
  name: string;
  /** The chosen pricing option's label ('$200,000 Coverage'); '' when none is known. */
  option: string;
  /** The name's size: 'md' (the option in 'sm') or 'sm' (the option in 'xs'). */
  size?: 'sm' | 'md';
  /** The name's weight. */
  fw?: number;
  lh?: number;
}

const OPTION_SIZE: Record<NonNullable<PlanNameProps['size']>, MantineFontSize> = { md: 'sm', sm: 'xs' };

/**
 * A plan's name with the option chosen under it, wherever plans are listed: cart, order, review,
 * receipt, quote and signing page (docs/decisions/0100). The option is left out when the name
 * already says it ('Gold Membership').
 */
export function PlanName({ name, option, size = 'md', fw, lh }: PlanNameProps) {
  const shown = shownOptionLabel({ planName: name, optionLabel: option });
  return (
    <>
      <Text fz={size} fw={fw} lh={lh}>
        {name}
      </Text>
      {shown ? (
        <Text fz={OPTION_SIZE[size]} c="dimmed" lh={1.35}>
          {shown}
        </Text>
      ) : null}
    </>
  );
}
