import { UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, type ComponentType } from 'react';
import { MountOnceOpened } from '@/components/ui/mount-once-opened';
import type { CodeModalProps } from './access-code-modal';

const AccessCodeModal = lazy(async () => ({ default: (await import('./access-code-modal')).AccessCodeModal }));
const EmployeeEnrollModal = lazy(async () => ({ default: (await import('./employee-enroll-modal')).EmployeeEnrollModal }));

export interface CodeButtonProps {
  className?: string;
}

/** A footer link-button whose code popup loads on the first click. */
function CodePopupButton({ className, label, Popup }: CodeButtonProps & { label: string; Popup: ComponentType<CodeModalProps> }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <UnstyledButton className={className} onClick={open}>
        {label}
      </UnstyledButton>
      <MountOnceOpened opened={opened}>
        <Popup opened={opened} onClose={close} />
      </MountOnceOpened>
    </>
  );
}

/** Footer 'Access Code': a rep's code opens that rep's landing page. */
export const AccessCodeButton = (props: CodeButtonProps) => <CodePopupButton {...props} label="Access Code" Popup={AccessCodeModal} />;

/** Footer 'Employee Enroll': an employer's group code opens that group's landing page. */
export const EmployeeEnrollButton = (props: CodeButtonProps) => (
  <CodePopupButton {...props} label="Employee Enroll" Popup={EmployeeEnrollModal} />
);
