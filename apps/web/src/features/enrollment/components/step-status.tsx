import { Alert, Center, Loader } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** While a step's fields load. */
export function StepLoading({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader aria-label={label} />
    </Center>
  );
}

/** A step whose fields could not be loaded (the server refused, or the network failed). */
export function StepLoadError({ message }: { message?: string }) {
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" title="This step could not be loaded">
      {message ?? 'Please reload the page, or go back and try again.'}
    </Alert>
  );
}
