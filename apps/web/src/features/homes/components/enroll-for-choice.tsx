import { ChoiceCards, type ChoiceOption } from '@/components/ui/choice-cards';

export type EnrollFor = 'new' | 'current';

const OPTIONS: readonly ChoiceOption<EnrollFor>[] = [
  { value: 'new', label: 'New Member', description: 'Someone who is not enrolled yet: find plans and start a new enrollment.' },
  { value: 'current', label: 'Current Member', description: 'A member already on your books: add or change their plans.' },
];

/** 'Who do you want to enroll for?': New Member or Current Member. */
export function EnrollForChoice({ value, onChange }: { value: EnrollFor; onChange: (value: EnrollFor) => void }) {
  return <ChoiceCards label="Who do you want to enroll for?" options={OPTIONS} value={value} onChange={onChange} />;
}
