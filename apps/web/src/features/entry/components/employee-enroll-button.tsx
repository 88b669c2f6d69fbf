import { Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { useValidateGroup } from '../api/validate-group';
import type { CodeButtonProps } from './access-code-button';
import { CodeEntryModal } from './code-entry-modal';
import { landingTarget } from './landing-target';

/** Footer 'Employee Enroll': an employer's group code opens that group's landing page. */
export function EmployeeEnrollButton({ className }: CodeButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const lookup = useValidateGroup();
  const navigate = useNavigate();

  return (
    <>
      <UnstyledButton className={className} onClick={open}>
        Employee Enroll
      </UnstyledButton>
      <CodeEntryModal
        opened={opened}
        onClose={close}
        title="Employee enrollment"
        intro="Enter the group enrollment code from your employer."
        fieldLabel="Group Enrollment Code"
        fieldName="group_code"
        placeholder="Enrollment code"
        notFoundMessage="No group was found for this enrollment code."
        lookup={lookup}
        declineAction="close"
        confirmation={(group) => (
          <Text>
            Enroll with <strong>{group.name}</strong>?
          </Text>
        )}
        onConfirm={(group) => {
          const target = landingTarget(group.landing_url, 'Group');
          if (target.reload) window.location.assign(target.href);
          else {
            close();
            void navigate(target.href);
          }
        }}
      />
    </>
  );
}
