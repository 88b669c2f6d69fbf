/**
 * The chosen pricing option beside its plan's name (docs/decisions/0100): the cart, the review,
 * the receipt, the quote, the signing page and every e-mail that lists plans say which option was
 * chosen ('$200,000 Coverage', '$1,000 Annual Max'), through these two functions only.
 */

/** A plan as listed: its name and the label of the option chosen ('' when none is known). */
export type PlanWithOption = { planName: string; optionLabel: string };

const normal = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The option's label to show beside the plan's name, or null when there is none or the name already says it ('Gold Membership'). */
export function shownOptionLabel({ planName, optionLabel }: PlanWithOption): string | null {
  const option = normal(optionLabel);
  return option === '' || normal(planName).includes(option) ? null : optionLabel.trim();
}

/** The plan on one line: 'Harborlight Term Life 10 ($200,000 Coverage)', or the name alone when the option adds nothing. */
export function planWithOption(plan: PlanWithOption): string {
  const option = shownOptionLabel(plan);
  return option === null ? plan.planName : `${plan.planName} (${option})`;
}
