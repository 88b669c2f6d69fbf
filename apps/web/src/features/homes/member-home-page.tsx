import { AddFilterForMemberBodySchema, TIER_LABELS, TierSchema } from '@benefit-store/domain';
import { Alert, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { applyServerErrors, ErrorSummary, errorAt, fieldId, useWireForm } from '@/components/form';
import { paths } from '@/config/paths';
import { storage } from '@/lib/storage';
import { useStoredSession } from '@/lib/use-stored-session';
import { useAddFilterForMember } from '@/lib/calls/add-filter-for-member';
import { useMemberInfo } from './api/get-member-info';
import { HomeFrame, HomePanel } from './components/home-frame';
import { startMemberEnrollment } from './start-enrollment';

const TIER_OPTIONS = TierSchema.options.map((tier) => ({ value: tier, label: TIER_LABELS[tier] }));
/** The member's one choice, as add-filter-for-member's body names and checks it. */
const MemberTierSchema = AddFilterForMemberBodySchema.pick({ tier: true });

/** The member's id as the member dashboard or the member-benefit-store link stored it. */
const storedUserId = () => storage.get('user_id') || storage.get('USER_ID') || null;

/** Member home (spec 000 §2): welcome by name, 'Choose Tier', Submit to the plans. */
export function MemberHomePage() {
  const navigate = useNavigate();
  const { openType } = useStoredSession();
  const [userId] = useState(storedUserId);
  const member = useMemberInfo(userId);
  const addFilter = useAddFilterForMember();
  const form = useWireForm(MemberTierSchema, { tier: 'IO' });

  const submit = form.handleSubmit(({ tier }) => {
    if (!userId) return;
    addFilter.mutate(
      { user_id: userId, tier, open_type: openType ?? undefined },
      {
        onSuccess: (data) => {
          startMemberEnrollment({ tempId: data.temp_enrollment_id, portalId: data.portal_id });
          void navigate(paths.plans());
        },
        onError: (error) => applyServerErrors(form, error),
      },
    );
  });

  const info = member.data?.member_info;
  const isUnknown = !userId || member.isError;

  return (
    <HomeFrame
      breadcrumbs={[{ label: 'Home', to: paths.home }, { label: 'Member home' }]}
      title={info ? `Welcome ${info.first_name} ${info.last_name}` : isUnknown ? 'Welcome' : null}
      subtitle="Choose who your plans should cover, then compare the plans available to you."
      documentTitle="Member home"
    >
      <HomePanel>
        {isUnknown ? (
          <Stack gap="md" align="flex-start">
            <Alert color="orange" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" w="100%">
              We could not find your member record. Please open the store again from the link in your member dashboard.
            </Alert>
            <Button component={Link} to={paths.home} variant="default">
              Browse plans instead
            </Button>
          </Stack>
        ) : (
          <form noValidate onSubmit={(event) => void submit(event)}>
            <Stack gap="lg">
              <ErrorSummary errors={form.formState.errors} />
              <NativeSelect
                id={fieldId('tier')}
                label="Choose Tier"
                maw={420}
                data={TIER_OPTIONS}
                error={errorAt(form.formState.errors, 'tier')}
                {...form.register('tier')}
              />
              <Text fz="sm" c="dimmed">
                Your date of birth, gender and address come from your member record.
              </Text>
              <Group justify="flex-end">
                <Button
                  type="submit"
                  size="md"
                  loading={addFilter.isPending}
                  disabled={!info}
                  rightSection={<IconArrowRight size={18} aria-hidden />}
                >
                  Submit
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </HomePanel>
    </HomeFrame>
  );
}
