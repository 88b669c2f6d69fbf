import type { Tier } from '@benefit-store/domain';
import { Alert, Button, Group, Loader, NativeSelect, Stack } from '@mantine/core';
import { IconAlertCircle, IconArrowRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { storage } from '@/lib/storage';
import { useStoredSession } from '@/lib/use-stored-session';
import { useGroupAgentMemberInfo } from '@/lib/calls/get-group-agent-member-info';
import { useGroupInfoEnroll } from './api/get-group-info-enroll';
import { EnrollForChoice, type EnrollFor } from './components/enroll-for-choice';
import { HomeFrame, HomePanel } from './components/home-frame';
import { TierChoice } from './components/tier-choice';
import { HOME_MESSAGES } from './home-messages';
import { isLifestyleHost } from './is-lifestyle-host';
import { homeWithTier, startNewMemberEnrollment, storePortal } from './start-enrollment';

/** Group home (spec 000 §2): welcome, New or Current Member; a new one needs a portal and a tier. */
export function GroupHomePage() {
  const { groupId } = useStoredSession();
  const navigate = useNavigate();
  const group = useGroupInfoEnroll(groupId);
  const info = useGroupAgentMemberInfo(groupId === null ? null : { groupId });
  const platforms = info.data?.platforms ?? [];
  const [enrollFor, setEnrollFor] = useState<EnrollFor>('new');
  const [portalId, setPortalId] = useState('');
  const [tier, setTier] = useState<Tier | null>(null);
  const [errors, setErrors] = useState<{ portal?: string; tier?: string }>({});

  useEffect(() => {
    if (!group.data) return;
    storage.set('gname', group.data.gname);
    storage.set('gcode', group.data.gcode);
  }, [group.data]);

  const onStartEnrollment = () => {
    if (enrollFor === 'current') {
      void navigate(paths.groupSelectMember);
      return;
    }
    const portal = platforms.find((p) => String(p.platform_group_id) === portalId);
    const found = { portal: portal ? undefined : HOME_MESSAGES.portal, tier: tier ? undefined : HOME_MESSAGES.tier };
    setErrors(found);
    if (!portal || !tier) return;
    storePortal(portal);
    startNewMemberEnrollment({ eprocess: 'group', groupId });
    void navigate(homeWithTier(paths.enrollmentHome, tier));
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
        <Stack gap="xl">
          <EnrollForChoice value={enrollFor} onChange={setEnrollFor} />
          {enrollFor === 'new' ? (
            <>
              {info.isError ? (
                <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
                  We could not load your enrollment portals. Please reload the page.
                </Alert>
              ) : (
                <NativeSelect
                  label="Enrollment portal"
                  withAsterisk
                  maw={420}
                  value={portalId}
                  error={errors.portal}
                  disabled={info.isPending}
                  rightSection={info.isPending ? <Loader size={14} aria-label="Loading portals" /> : undefined}
                  onChange={(event) => {
                    setPortalId(event.currentTarget.value);
                    setErrors((current) => ({ ...current, portal: undefined }));
                  }}
                  data={[
                    { value: '', label: 'Choose a portal' },
                    ...platforms.map((p) => ({ value: String(p.platform_group_id), label: p.platform_name })),
                  ]}
                />
              )}
              <TierChoice
                value={tier}
                error={errors.tier}
                onChange={(next) => {
                  setTier(next);
                  setErrors((current) => ({ ...current, tier: undefined }));
                }}
              />
            </>
          ) : null}
          <Group justify="flex-end">
            <Button size="md" rightSection={<IconArrowRight size={18} aria-hidden />} onClick={onStartEnrollment}>
              Start Enrollment
            </Button>
          </Group>
        </Stack>
      </HomePanel>
    </HomeFrame>
  );
}
