import { UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy } from 'react';
import { MountOnceOpened } from '@/components/ui/mount-once-opened';

const AccessCodeModal = lazy(async () => ({ default: (await import('./access-code-modal')).AccessCodeModal }));
const EmployeeEnrollModal = lazy(async () => ({ default: (await import('./employee-enroll-modal')).EmployeeEnrollModal }));

export interface CodeButtonProps {
  className?: string;
}

/** Footer 'Access Code': a rep's code opens that rep's landing page (the popup loads on first click). */
export function AccessCodeButton({ className }: CodeButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <UnstyledButton className={className} onClick={open}>
        Access Code
      </UnstyledButton>
      <MountOnceOpened opened={opened}>
        <AccessCodeModal opened={opened} onClose={close} />
      </MountOnceOpened>
    </>
  );
}

/** Footer 'Employee Enroll': an employer's group code opens that group's landing page (the popup loads on first click). */
export function EmployeeEnrollButton({ className }: CodeButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <UnstyledButton className={className} onClick={open}>
        Employee Enroll
      </UnstyledButton>
      <MountOnceOpened opened={opened}>
        <EmployeeEnrollModal opened={opened} onClose={close} />
      </MountOnceOpened>
    </>
  );
}
