import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { describeLocatedZip, useLocatedZip, type LocatedZip } from '@/lib/located-zip';
import type { WizardValues } from './wizard-steps';

/**
 * Puts the zip nearest to the visitor (found after they allowed their location) into an empty
 * zip answer, once `canFill` (the saved filter, if any, has loaded). What the shopper typed or
 * saved is never replaced. Answers the zip it filled in.
 */
export function useLocatedZipFill(form: UseFormReturn<WizardValues>, canFill: boolean): LocatedZip | null {
  const located = useLocatedZip();
  const [filled, setFilled] = useState<LocatedZip | null>(null);
  const { getValues, setValue } = form;
  useEffect(() => {
    if (!located || !canFill || getValues('zip') !== '') return;
    setValue('zip', located.zip, { shouldDirty: true });
    setFilled(located);
  }, [located, canFill, getValues, setValue]);
  return filled;
}

/** Says where the zip came from, while the answer is still that zip. */
export function LocatedZipNote({ form, filled }: { form: UseFormReturn<WizardValues>; filled: LocatedZip | null }) {
  const zip = useWatch({ control: form.control, name: 'zip' });
  if (!filled || zip !== filled.zip) return null;
  return (
    <Text fz="sm" c="dimmed" mt={6} data-testid="located-zip-note">
      Filled in from your location: {describeLocatedZip(filled)} is the zip code nearest to you.
    </Text>
  );
}
