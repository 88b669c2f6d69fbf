import { EnrollTypeSchema, TIER_LABELS, resolveHomeRoute, type EnrollType } from '@benefit-store/domain';
import { Anchor, Button, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconListSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { storage } from '@/lib/storage';
import { useStoredSession } from '@/lib/use-stored-session';
import { useGroupAgentMemberInfo } from '@/lib/calls/get-group-agent-member-info';
import { HomeFrame, HomePanel } from './components/home-frame';
import { isLifestyleHost } from './is-lifestyle-host';
import { tierOnHome } from './start-enrollment';

const TITLES: Record<EnrollType, string> = {
  'new-member': 'New member enrollment',
  'new-group-member': 'New group member enrollment',
  'existing-member': 'Current member enrollment',
  'existing-user': 'Current member enrollment',
};
const ROLE_LABELS = { rep: 'Rep', group: 'Group administrator', applicant: 'Member' } as const;

function SummaryItem({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text fz="xs" fw={700} tt="uppercase" lts="0.05em" c="dimmed">
        {label}
      </Text>
      <Text fw={600} mt={2}>
        {value}
      </Text>
    </div>
  );
}

/** The plan finder's panel: its heading, then the finder itself or, without one, a link to the landing page's. */
function FinderPanel({ finder }: { finder: ReactNode }) {
  return (
    <HomePanel labelledBy="finder-title">
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
            <IconListSearch size={24} stroke={1.7} />
          </ThemeIcon>
          <div>
            <Title order={2} fz="h3" id="finder-title">
              Find plans for this member
            </Title>
            <Text c="dimmed" fz="sm" mt={4}>
              Enter the member's zip code, date of birth, gender and coverage to see the plans and prices.
            </Text>
          </div>
        </Group>
        {finder ?? (
          <Group justify="flex-end">
            <Button component={Link} to={paths.home} size="md" rightSection={<IconArrowRight size={18} aria-hidden />}>
              Start the plan finder
            </Button>
          </Group>
        )}
      </Stack>
    </HomePanel>
  );
}

export interface EnrollmentHomePageProps {
  /** The plan finder (the landing's filter wizard), composed in by the app. */
  finder?: ReactNode;
}

/**
 * /home (spec 000 §2): after a rep or group chose whom to enroll, the group, member and portal
 * of the enrollment (get-group-agent-member-info), then the plan finder.
 */
export function EnrollmentHomePage({ finder }: EnrollmentHomePageProps) {
  const session = useStoredSession();
  const [params] = useSearchParams();
  const enrollType = EnrollTypeSchema.safeParse(storage.get('enroll_type')).data;
  const portalName = storage.get('portal_name');
  const tier = tierOnHome(params);
  const scope = session.tempId ? { enrollmentId: session.tempId } : session.groupId !== null ? { groupId: session.groupId } : null;
  const info = useGroupAgentMemberInfo(scope);
  const roleHome = resolveHomeRoute({ ...session, isLifestyleHost: isLifestyleHost() });

  const portal =
    portalName ?? info.data?.platforms.find((p) => p.platform_group_id === session.portalId)?.platform_name ?? 'Not chosen yet';
  const group =
    scope === null ? 'None (direct enrollment)' : (info.data?.group_info?.gname ?? (info.isPending ? null : 'None (direct enrollment)'));
  const member = info.data?.user_info;
  const hasChangeLink = roleHome !== paths.home;

  return (
    <HomeFrame
      breadcrumbs={[{ label: 'Home', to: roleHome }, { label: 'Enrollment' }]}
      title={enrollType ? TITLES[enrollType] : 'Enrollment'}
      subtitle="Check whom you are enrolling, then find the plans that fit."
      documentTitle="Enrollment"
    >
      <HomePanel labelledBy="summary-title">
        <Stack gap="md">
          <Group justify="space-between" align="baseline">
            <Title order={2} fz="h3" id="summary-title">
              Enrollment details
            </Title>
            {hasChangeLink ? (
              <Anchor component={Link} to={roleHome} fz="sm" fw={600}>
                Change
              </Anchor>
            ) : null}
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="lg" verticalSpacing="md">
            {session.eprocess ? <SummaryItem label="Enrolling as" value={ROLE_LABELS[session.eprocess]} /> : null}
            <SummaryItem label="Group" value={group ?? <Skeleton height={18} width={140} component="span" display="block" />} />
            <SummaryItem label="Portal" value={portal} />
            {member ? <SummaryItem label="Member" value={`${member.first_name} ${member.last_name}`} /> : null}
            {tier ? <SummaryItem label="Coverage" value={TIER_LABELS[tier]} /> : null}
          </SimpleGrid>
        </Stack>
      </HomePanel>
      <FinderPanel finder={finder} />
    </HomeFrame>
  );
}
