import { TierSchema } from '@benefit-store/domain';
import { Alert, Button, Group, Loader, Stack } from '@mantine/core';
import { IconAlertCircle, IconArrowRight } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import * as z from 'zod';
import { errorAt, useWireForm } from '@/components/form';
import { paths } from '@/config/paths';
import { storage } from '@/lib/storage';
import { useStoredSession } from '@/lib/use-stored-session';
import { useGroupAgentMemberInfo } from '@/lib/calls/get-group-agent-member-info';
import { useGroupInfoEnroll } from './api/get-group-info-enroll';
import { EnrollForChoice, type EnrollFor } from './components/enroll-for-choice';
import { HomeFrame, HomePanel } from './components/home-frame';
import { PortalSelect } from './components/portal-select';
import { TierChoice } from './components/tier-choice';
import { HOME_MESSAGES } from './home-messages';
import { isLifestyleHost } from './is-lifestyle-host';
import { START_CHOICES } from './start-choices';
import { homeWithTier, startNewMemberEnrollment, storePortal } from './start-enrollment';

const NewMemberSchema = z.object({ platform_group_id: START_CHOICES.platform_group_id, tier: START_CHOICES.tier });

/** Group home (spec 000 §2): welcome, New or Current Member; a new one needs a portal (preselected when the group has one) and a tier. */
export function GroupHomePage() {
  const { groupId } = useStoredSession();
  const navigate = useNavigate();
  const group = useGroupInfoEnroll(groupId);
  const info = useGroupAgentMemberInfo(groupId === null ? null : { groupId });
  const platforms = info.data?.platforms ?? [];
  const [enrollFor, setEnrollFor] = useState<EnrollFor>('new');
  const form = useWireForm(NewMemberSchema, { platform_group_id: '', tier: '' });

  // A group with one portal has nothing to choose: it is chosen for the administrator.
  const onlyPortalId = platforms.length === 1 ? String(platforms[0]!.platform_group_id) : null;
  useEffect(() => {
    if (onlyPortalId !== null && form.getValues('platform_group_id') === '') form.setValue('platform_group_id', onlyPortalId);
  }, [onlyPortalId, form]);

  useEffect(() => {
    if (!group.data) return;
    storage.set('gname', group.data.gname);
    storage.set('gcode', group.data.gcode);
  }, [group.data]);

  const startNewMember = form.handleSubmit(({ platform_group_id, tier }) => {
    const portal = platforms.find((p) => p.platform_group_id === platform_group_id);
    if (!portal) {
      form.setError('platform_group_id', { type: 'required', message: HOME_MESSAGES.portal });
      return;
    }
    storePortal(portal);
    startNewMemberEnrollment({ eprocess: 'group', groupId });
    void navigate(homeWithTier(paths.enrollmentHome, tier));
  });

  const onStartEnrollment = (event: FormEvent) => {
    if (enrollFor === 'new') {
      void startNewMember(event);
      return;
    }
    event.preventDefault();
    void navigate(paths.groupSelectMember);
  };

  const name = group.data?.gname ?? (group.isError ? '' : null);
  return (
    <HomeFrame
      breadcrumbs={isLifestyleHost() ? [] : [{ label: 'Home', to: paths.home }, { label: 'Group home' }]}
      title={name === null ? null : name ? `Welcome ${name}` : 'Welcome'}
      subtitle="Enroll a new employee, or add plans for one of your current members."
      documentTitle="Group home"
    >
      <HomePanel>
        <form onSubmit={onStartEnrollment} noValidate>
          <Stack gap="xl">
            <EnrollForChoice value={enrollFor} onChange={setEnrollFor} />
            {enrollFor === 'new' ? (
              <>
                {info.isError ? (
                  <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
                    We could not load your enrollment platforms. Please reload the page.
                  </Alert>
                ) : (
                  <PortalSelect
                    platforms={platforms}
                    maw={420}
                    error={errorAt(form.formState.errors, 'platform_group_id')}
                    disabled={info.isPending}
                    rightSection={info.isPending ? <Loader size={14} aria-label="Loading platforms" /> : undefined}
                    {...form.register('platform_group_id')}
                  />
                )}
                <Controller
                  name="tier"
                  control={form.control}
                  render={({ field, fieldState }) => (
                    <TierChoice
                      value={TierSchema.safeParse(field.value).data ?? null}
                      error={fieldState.error?.message}
                      onChange={field.onChange}
                    />
                  )}
                />
              </>
            ) : null}
            <Group justify="flex-end">
              <Button type="submit" size="md" rightSection={<IconArrowRight size={18} aria-hidden />}>
                Start Enrollment
              </Button>
            </Group>
          </Stack>
        </form>
      </HomePanel>
    </HomeFrame>
  );
}
