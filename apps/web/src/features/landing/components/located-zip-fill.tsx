import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { describeLocatedZip, useLocatedZip, type LocatedZip } from '@/lib/located-zip';

/**
 * Puts the zip nearest to the visitor (found after they allowed their location) into an empty
 * zip answer, once `canFill` (the saved filter, if any, has loaded). What the shopper typed or
 * saved is never replaced. Answers the zip it filled in. Free of any form library, so the
 * landing's first step (finder-zip-step.tsx) and the wizard share it.
 */
export function useLocatedZipFill(readZip: () => string, fill: (zip: string) => void, canFill: boolean): LocatedZip | null {
  const located = useLocatedZip();
  const [filled, setFilled] = useState<LocatedZip | null>(null);
  useEffect(() => {
    if (!located || !canFill || readZip() !== '') return;
    fill(located.zip);
    setFilled(located);
  }, [located, canFill, readZip, fill]);
  return filled;
}

/** Says where the zip came from, while the answer is still that zip. */
export function LocatedZipNote({ zip, filled }: { zip: string; filled: LocatedZip | null }) {
  if (!filled || zip !== filled.zip) return null;
  return (
    <Text fz="sm" c="dimmed" mt={6} data-testid="located-zip-note">
      Filled in from your location: {describeLocatedZip(filled)} is the zip code nearest to you.
    </Text>
  );
}
