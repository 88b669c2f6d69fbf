import { TIER_LABELS, TierSchema, type Tier } from '@benefit-store/domain';
import { ChoiceCards, type ChoiceOption } from '@/components/ui/choice-cards';

const TIER_OPTIONS: readonly ChoiceOption<Tier>[] = TierSchema.options.map((tier) => ({ value: tier, label: TIER_LABELS[tier] }));

export interface TierChoiceProps {
  value: Tier | null;
  onChange: (tier: Tier) => void;
  error?: string | null;
}

/** Coverage tier IO / IS / IC / IF as cards. */
export function TierChoice({ value, onChange, error }: TierChoiceProps) {
  return (
    <ChoiceCards
      label="Who will the plans cover?"
      options={TIER_OPTIONS}
      value={value}
      onChange={onChange}
      error={error}
      cols={{ base: 2, sm: 4 }}
      isRequired
    />
  );
}
