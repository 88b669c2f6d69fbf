import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { PLATFORM_FIELD, TIER_LABELS, VALIDATION_MESSAGES, TierChoiceSchema, TierSchema, type Tier } from '@benefit-store/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as z from 'zod';
import { applyServerErrors, ErrorSummary, FormSelect, useWireForm } from '@/components/form';
import { BasicFilterForm } from '@/components/ui/basic-filter-form';
import { storage } from '@/lib/storage';
import { useStoredSession } from '@/lib/use-stored-session';
import { useAddFilterForMember } from '@/lib/calls/add-filter-for-member';
import { useAddFilterForNewUser } from '@/lib/calls/add-filter-for-new-user';
import { useAgentGroups } from '@/lib/calls/get-agent-groups';
import { useEnrollmentPlatforms } from '@/lib/calls/get-enrollment-platforms';

type Step = 'tier' | 'portal' | 'filter';

export interface QuoteFlowProps {
  planId: number;
  opened: boolean;
  onClose: () => void;
}

/** The signed-in member's id, if this browser holds one. */
const storedUserId = () => storage.get('user_id') || storage.get('USER_ID') || null;

/** Which step the quote flow starts at (spec 000 §4): a member picks a tier; staff without a portal pick one; then the filter. */
export function firstQuoteStep(input: { userId: string | null; isStaff: boolean; hasPortal: boolean }): Step {
  if (input.userId) return 'tier';
  if (input.isStaff && !input.hasPortal) return 'portal';
  return 'filter';
}

/**
 * Getting rates on a plan page without an enrollment: tier for a signed-in member, else the portal
 * (and, for reps, the group) when none is stored, then the basic filter. The new enrollment's id
 * is stored and the page prices the plan again.
 */
export function QuoteFlow({ planId, opened, onClose }: QuoteFlowProps) {
  const session = useStoredSession();
  const isStaff = session.eprocess === 'rep' || session.eprocess === 'group';
  const start = firstQuoteStep({ userId: storedUserId(), isStaff, hasPortal: session.portalId !== null });
  return (
    <Modal opened={opened} onClose={onClose} title="Get your rates" size="lg">
      {opened ? (
        <QuoteSteps
          key={start}
          start={start}
          planId={planId}
          onDone={onClose}
          isRep={session.eprocess === 'rep'}
          agentId={session.agentId}
        />
      ) : null}
    </Modal>
  );
}

function QuoteSteps({
  start,
  planId,
  onDone,
  isRep,
  agentId,
}: {
  start: Step;
  planId: number;
  onDone: () => void;
  isRep: boolean;
  agentId: number | null;
}) {
  const [step, setStep] = useState<Step>(start);
  const addFilter = useAddFilterForNewUser();
  const addMember = useAddFilterForMember();
  const queryClient = useQueryClient();

  if (step === 'tier')
    return (
      <TierStep
        onSubmit={async (tier) => {
          const { temp_enrollment_id, portal_id } = await addMember.mutateAsync({ user_id: storedUserId() ?? '', tier });
          storage.set('tempId', temp_enrollment_id);
          storage.setOrRemove('portal_id', portal_id);
          storage.set('enroll_type', 'existing-member');
          await queryClient.invalidateQueries();
          onDone();
        }}
      />
    );
  if (step === 'portal') return <PortalStep isRep={isRep} agentId={agentId} onDone={() => setStep('filter')} />;
  return (
    <Stack gap="md">
      <Text c="dimmed" fz="sm">
        Tell us a little about yourself to see the monthly price of this plan.
      </Text>
      <BasicFilterForm
        columns={2}
        submitLabel="See rates"
        onCancel={onDone}
        onSubmit={async (values) => {
          await addFilter.mutateAsync({ ...values, plan_id: planId });
          onDone();
        }}
      />
    </Stack>
  );
}

const TIER_OPTIONS = TierSchema.options.map((tier) => ({ value: tier, label: TIER_LABELS[tier] }));

/** add-filter-for-member's `tier`, picked from the list. */
const TierStepSchema = z.object({ tier: TierChoiceSchema });

function TierStep({ onSubmit }: { onSubmit: (tier: Tier) => Promise<void> }) {
  const form = useWireForm(TierStepSchema, { tier: '' });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ tier }) => {
    try {
      await onSubmit(tier);
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <ErrorSummary errors={errors} />
        <FormSelect
          name="tier"
          control={form.control}
          label="Tier"
          placeholder="Choose tier"
          data={TIER_OPTIONS}
          withAsterisk
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The portal (add-filter-for-new-user's `platform_group_id`) and, for reps, the group, as the selects hold them. */
const PortalStepSchema = z.object({
  platform_group_id: z.string().min(1, VALIDATION_MESSAGES.choosePlatform),
  group_id: z.string(),
});

function PortalStep({ isRep, agentId, onDone }: { isRep: boolean; agentId: number | null; onDone: () => void }) {
  const platforms = useEnrollmentPlatforms(agentId, true);
  const groups = useAgentGroups(agentId, isRep);
  const form = useWireForm(PortalStepSchema, { platform_group_id: '', group_id: '' });
  const submit = form.handleSubmit(({ platform_group_id, group_id }) => {
    const chosen = platforms.data?.find((p) => String(p.platform_group_id) === platform_group_id);
    if (!chosen) return form.setError('platform_group_id', { message: VALIDATION_MESSAGES.choosePlatform }, { shouldFocus: true });
    storage.set('portal_id', chosen.platform_group_id);
    storage.set('portal_code', chosen.platform_code);
    storage.set('portal_name', chosen.platform_name);
    if (group_id) storage.set('group_id', group_id);
    onDone();
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <Text fw={600}>Choose Enrollment Portal</Text>
        <FormSelect
          name="platform_group_id"
          control={form.control}
          label={PLATFORM_FIELD.label}
          placeholder={PLATFORM_FIELD.placeholder}
          data={(platforms.data ?? []).map((p) => ({ value: String(p.platform_group_id), label: p.platform_name }))}
          withAsterisk
          comboboxProps={{ withinPortal: true }}
        />
        {isRep ? (
          <FormSelect
            name="group_id"
            control={form.control}
            label="Group"
            placeholder="Choose enroll for new member"
            data={(groups.data ?? []).map((g) => ({ value: String(g.gid), label: g.gname }))}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
        ) : null}
        <Group justify="flex-end">
          <Button type="submit">Submit</Button>
        </Group>
      </Stack>
    </form>
  );
}
