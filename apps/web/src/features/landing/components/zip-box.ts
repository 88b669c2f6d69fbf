/**
 * What the finder's two zip boxes share: the landing's first step (finder-zip-step.tsx, a plain
 * input) and the wizard's own zip step (filter-wizard.tsx, Mantine's TextInput), which Back returns to.
 */
export const ZIP_BOX = {
  placeholder: '5 digit zip code',
  inputMode: 'numeric',
  autoComplete: 'postal-code',
  maxLength: 5,
} as const;

/** A typed zip as the box keeps it: digits only, at most five. */
export const zipDigits = (typed: string) => typed.replace(/\D/g, '').slice(0, 5);
