import type { EnrollmentPlatform } from '@benefit-store/domain';
import { Alert, Button, Divider, Group, Loader, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useAgentGroups } from '@/lib/calls/get-agent-groups';
import { useEnrollmentPlatforms } from '@/lib/calls/get-enrollment-platforms';
import { HOME_MESSAGES } from '../home-messages';

export interface RepStartModalProps {
  opened: boolean;
  agentId: number | null;
  onClose: () => void;
  /** The portal confirmed on the first step. */
  onPortalChosen: (portal: EnrollmentPlatform) => void;
  /** The rep's default start (null) or a group. */
  onStart: (groupId: number | null) => void;
}

type Step = 'portal' | 'group';

function LoadFailed({ onBack }: { onBack: () => void }) {
  return (
    <Stack gap="md">
      <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
        We could not load your choices. Please try again.
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The rep's new-member start (spec 000 §2 Rep home): 'Choose Enrollment Portal', then the
 * default new-member start or one of the rep's groups; Back on each step.
 */
export function RepStartModal({ opened, agentId, onClose, onPortalChosen, onStart }: RepStartModalProps) {
  const [step, setStep] = useState<Step>('portal');
  const [portalId, setPortalId] = useState('');
  const [groupId, setGroupId] = useState('');
  const [portalError, setPortalError] = useState<string | null>(null);
  const [groupError, setGroupError] = useState<string | null>(null);
  const platforms = useEnrollmentPlatforms(agentId, opened);
  const groups = useAgentGroups(agentId, opened && step === 'group');

  const close = () => {
    setStep('portal');
    setPortalError(null);
    setGroupError(null);
    onClose();
  };

  const submitPortal = () => {
    const portal = platforms.data?.find((p) => String(p.platform_group_id) === portalId);
    if (!portal) {
      setPortalError(HOME_MESSAGES.portal);
      return;
    }
    onPortalChosen(portal);
    setStep('group');
  };

  const submitGroup = () => {
    const group = groups.data?.find((g) => String(g.gid) === groupId);
    if (!group) {
      setGroupError(HOME_MESSAGES.group);
      return;
    }
    onStart(group.gid);
  };

  return (
    <Modal opened={opened} onClose={close} title={step === 'portal' ? 'Choose Enrollment Portal' : 'Enroll a new member'} size="md">
      {step === 'portal' ? (
        platforms.isPending ? (
          <Loader size="sm" aria-label="Loading portals" />
        ) : platforms.isError ? (
          <LoadFailed onBack={close} />
        ) : (
          <Stack gap="md">
            <Text fz="sm" c="dimmed">
              The portal decides which plans and prices the new member sees.
            </Text>
            <NativeSelect
              label="Enrollment portal"
              withAsterisk
              value={portalId}
              error={portalError}
              onChange={(event) => {
                setPortalId(event.currentTarget.value);
                setPortalError(null);
              }}
              data={[
                { value: '', label: 'Choose a portal' },
                ...(platforms.data ?? []).map((p) => ({ value: String(p.platform_group_id), label: p.platform_name })),
              ]}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Back
              </Button>
              <Button onClick={submitPortal}>Submit</Button>
            </Group>
          </Stack>
        )
      ) : groups.isError ? (
        <LoadFailed onBack={() => setStep('portal')} />
      ) : (
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            Enroll the member directly with you, or under one of your employer groups.
          </Text>
          <Button variant="light" size="md" leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => onStart(null)}>
            Start New Member Enrollment
          </Button>
          <Divider label="or enroll under a group" labelPosition="center" />
          <NativeSelect
            label="Group"
            withAsterisk
            value={groupId}
            error={groupError}
            disabled={groups.isPending}
            rightSection={groups.isPending ? <Loader size={14} aria-label="Loading groups" /> : undefined}
            onChange={(event) => {
              setGroupId(event.currentTarget.value);
              setGroupError(null);
            }}
            data={[
              { value: '', label: groupError ? HOME_MESSAGES.invalidGroupPlaceholder : 'Choose a group' },
              ...(groups.data ?? []).map((g) => ({ value: String(g.gid), label: g.gname })),
            ]}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setStep('portal')}>
              Back
            </Button>
            <Button onClick={submitGroup}>Submit</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
