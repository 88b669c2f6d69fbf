import type { EnrollmentPlatform } from '@benefit-store/domain';
import { Alert, Button, Divider, Group, Loader, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import * as z from 'zod';
import { errorAt, fieldId, useWireForm } from '@/components/form';
import { useAgentGroups } from '@/lib/calls/get-agent-groups';
import { useEnrollmentPlatforms } from '@/lib/calls/get-enrollment-platforms';
import { HOME_MESSAGES } from '../home-messages';
import { START_CHOICES } from '../start-choices';
import { PortalSelect } from './portal-select';

const PortalSchema = z.object({ platform_group_id: START_CHOICES.platform_group_id });
const GroupSchema = z.object({ group_id: START_CHOICES.group_id });

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
  // One small form a step, both kept here so Back finds the portal still chosen.
  const portalForm = useWireForm(PortalSchema, { platform_group_id: '' });
  const groupForm = useWireForm(GroupSchema, { group_id: '' });
  const platforms = useEnrollmentPlatforms(agentId, opened);
  const groups = useAgentGroups(agentId, opened && step === 'group');
  const portalError = errorAt(portalForm.formState.errors, 'platform_group_id');
  const groupError = errorAt(groupForm.formState.errors, 'group_id');

  const close = () => {
    setStep('portal');
    portalForm.clearErrors();
    groupForm.clearErrors();
    onClose();
  };

  const submitPortal = portalForm.handleSubmit(({ platform_group_id }) => {
    const portal = platforms.data?.find((p) => p.platform_group_id === platform_group_id);
    if (!portal) {
      portalForm.setError('platform_group_id', { type: 'required', message: HOME_MESSAGES.portal });
      return;
    }
    onPortalChosen(portal);
    setStep('group');
  });

  const submitGroup = groupForm.handleSubmit(({ group_id }) => {
    const group = groups.data?.find((g) => g.gid === group_id);
    if (!group) {
      groupForm.setError('group_id', { type: 'required', message: HOME_MESSAGES.group });
      return;
    }
    onStart(group.gid);
  });

  return (
    <Modal opened={opened} onClose={close} title={step === 'portal' ? 'Choose Enrollment Portal' : 'Enroll a new member'} size="md">
      {step === 'portal' ? (
        platforms.isPending ? (
          <Loader size="sm" aria-label="Loading platforms" />
        ) : platforms.isError ? (
          <LoadFailed onBack={close} />
        ) : (
          <form onSubmit={(event) => void submitPortal(event)} noValidate>
            <Stack gap="md">
              <Text fz="sm" c="dimmed">
                The enrollment platform decides which plans and prices the new member sees.
              </Text>
              <PortalSelect platforms={platforms.data} error={portalError} data-autofocus {...portalForm.register('platform_group_id')} />
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  Back
                </Button>
                <Button type="submit">Submit</Button>
              </Group>
            </Stack>
          </form>
        )
      ) : groups.isError ? (
        <LoadFailed onBack={() => setStep('portal')} />
      ) : (
        <form onSubmit={(event) => void submitGroup(event)} noValidate>
          <Stack gap="md">
            <Text fz="sm" c="dimmed">
              Enroll the member directly with you, or under one of your employer groups.
            </Text>
            <Button variant="light" size="md" leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => onStart(null)}>
              Start New Member Enrollment
            </Button>
            <Divider label="or enroll under a group" labelPosition="center" />
            <NativeSelect
              id={fieldId('group_id')}
              label="Group"
              withAsterisk
              error={groupError}
              disabled={groups.isPending}
              rightSection={groups.isPending ? <Loader size={14} aria-label="Loading groups" /> : undefined}
              data={[
                { value: '', label: groupError ? HOME_MESSAGES.invalidGroupPlaceholder : 'Choose a group' },
                ...(groups.data ?? []).map((g) => ({ value: String(g.gid), label: g.gname })),
              ]}
              {...groupForm.register('group_id')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setStep('portal')}>
                Back
              </Button>
              <Button type="submit">Submit</Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
