import { Stack, Table, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { formatPhone } from '@/lib/format';
import { useValidateAgent } from '../api/validate-agent';
import { CodeEntryModal } from './code-entry-modal';
import { landingTarget } from './landing-target';

export interface CodeModalProps {
  opened: boolean;
  onClose: () => void;
}

/** The footer's 'Access Code' popup: a rep's code opens that rep's landing page. */
export function AccessCodeModal({ opened, onClose: close }: CodeModalProps) {
  const lookup = useValidateAgent();
  const navigate = useNavigate();

  return (
    <CodeEntryModal
      opened={opened}
      onClose={close}
      title="Rep access code"
      intro="Enter the access code your rep gave you to shop with your rep."
      fieldLabel="Access Code"
      fieldName="agent_code"
      placeholder="e.g. ABCD1212"
      notFoundMessage="No rep was found for this access code."
      lookup={lookup}
      confirmation={(agent) => (
        <Stack gap="xs">
          <Text fw={600}>Is this your rep?</Text>
          <Table variant="vertical" withTableBorder layout="fixed">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={110}>Name</Table.Th>
                <Table.Td>{`${agent.first_name} ${agent.last_name}`}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Code</Table.Th>
                <Table.Td>{agent.agent_code}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>E-mail</Table.Th>
                <Table.Td>{agent.email}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Phone</Table.Th>
                <Table.Td>{formatPhone(agent.phone)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Stack>
      )}
      onConfirm={(agent) => {
        const target = landingTarget(agent.landing_url, 'Agent');
        if (target.reload) window.location.assign(target.href);
        else {
          close();
          void navigate(target.href);
        }
      }}
    />
  );
}
