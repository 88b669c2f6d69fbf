import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

/** Marks a static sample page: nothing on it is saved. */
export function SampleNotice() {
  return (
    <Alert variant="light" color="blue" icon={<IconInfoCircle size={20} />}>
      This is a sample page: it shows how the store presents a plan. Nothing entered here is saved.
    </Alert>
  );
}
