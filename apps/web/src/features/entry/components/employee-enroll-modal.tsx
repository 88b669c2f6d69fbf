import { Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useValidateGroup } from '../api/validate-group';
import type { CodeModalProps } from './access-code-modal';
import { CodeEntryModal } from './code-entry-modal';
import { landingTarget } from './landing-target';

/** The footer's 'Employee Enroll' popup: an employer's group code opens that group's landing page. */
export function EmployeeEnrollModal({ opened, onClose: close }: CodeModalProps) {
  const lookup = useValidateGroup();
  const navigate = useNavigate();

  return (
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
  );
}
