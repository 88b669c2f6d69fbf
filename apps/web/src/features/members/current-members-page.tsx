import type { CurrentMember, Tier } from '@benefit-store/domain';
import { MEMBER_LINK_TEXTS } from '@benefit-store/domain';
import { Alert, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageBreadcrumbs } from '@/components/ui/page-breadcrumbs';
import { paths } from '@/config/paths';
import { storage } from '@/lib/storage';
import { useStoredSession } from '@/lib/use-stored-session';
import { useAddFilterForExistingUser } from './api/add-filter-for-existing-user';
import { useAgentMembers } from './api/get-agent-members';
import { useGroupUsers } from './api/get-group-users';
import { useRevokeMemberLinks } from './api/revoke-member-links';
import { EnrollNowModal } from './components/enroll-now-modal';
import { RevokeLinkModal } from './components/revoke-link-modal';
import { MembersTable } from './components/members-table';
import classes from './current-members-page.module.css';

export type MembersOwner = 'agent' | 'group';

/** A current member's new enrollment is ready: the keys the plans page reads (spec 000 §3, §4). */
function storeExistingMemberEnrollment(input: { owner: MembersOwner; member: CurrentMember; tempId: string; portalId: number | null }) {
  storage.set('tempId', input.tempId);
  storage.setOrRemove('portal_id', input.portalId);
  storage.setOrRemove('group_id', input.member.group_info.group_id);
  storage.set('user_id', input.member.user_id);
  storage.set('enroll_type', 'existing-member');
  storage.set('eprocess', input.owner === 'agent' ? 'rep' : 'group');
  storage.set('isCurrentMemberAvailable', 'true');
  for (const key of ['portal_code', 'portal_name', 'cartCount'] as const) storage.remove(key);
}

function useCurrentMembers(owner: MembersOwner) {
  const { agentId, groupId } = useStoredSession();
  const agentMembers = useAgentMembers(owner === 'agent' ? agentId : null);
  const groupUsers = useGroupUsers(owner === 'group' ? groupId : null);
  return owner === 'agent' ? agentMembers : groupUsers;
}

/** /agent-select-member and /group-select-member: the signed-in party's current members. */
export function CurrentMembersPage({ owner }: { owner: MembersOwner }) {
  const navigate = useNavigate();
  const { agentId, openType } = useStoredSession();
  const members = useCurrentMembers(owner);
  const enroll = useAddFilterForExistingUser();
  const [chosen, setChosen] = useState<CurrentMember | null>(null);
  const revoke = useRevokeMemberLinks();
  const [revoking, setRevoking] = useState<CurrentMember | null>(null);

  useEffect(() => {
    document.title = 'Current Members · Benefit Store';
  }, []);

  const submit = (member: CurrentMember, tier: Tier) => {
    enroll.mutate(
      {
        user_id: member.user_id,
        tier,
        eprocess: owner === 'agent' ? 'rep' : 'group',
        group_id: member.group_info.group_id,
        agent_id: owner === 'agent' ? agentId : null,
        policy_id: member.policy_id,
        open_type: openType,
      },
      {
        onSuccess: (data) => {
          storeExistingMemberEnrollment({ owner, member, tempId: data.temp_enrollment_id, portalId: data.portal_id });
          void navigate(paths.plans());
        },
      },
    );
  };

  const confirmRevoke = (member: CurrentMember) => revoke.mutate({ user_id: member.user_id }, { onSuccess: () => setRevoking(null) });

  const home = owner === 'agent' ? paths.agentHome : paths.groupHome;

  return (
    <>
      <div className={classes.band}>
        <Container size="lg">
          <Stack gap={10}>
            <PageBreadcrumbs items={[{ label: 'Home', to: home }, { label: 'Current Members' }]} />
            <Title order={1} className={classes.title}>
              Current Members
            </Title>
            <Text c="dimmed">Find a member and choose Enroll Now to add or change their plans.</Text>
          </Stack>
        </Container>
      </div>
      <Container size="lg" className={classes.body}>
        {members.isPending ? (
          <Stack gap="sm" aria-busy="true" aria-label="Loading members">
            <Skeleton height={36} width={340} />
            {[0, 1, 2, 3, 4].map((row) => (
              <Skeleton key={row} height={56} />
            ))}
          </Stack>
        ) : members.isError ? (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            We could not load your members. Please reload the page.
          </Alert>
        ) : (
          <Stack gap="md">
            {revoke.isSuccess ? (
              <Alert color="green" role="status">
                {MEMBER_LINK_TEXTS.revoked}
              </Alert>
            ) : null}
            <MembersTable
              members={members.data}
              showGroup={owner === 'agent'}
              onEnroll={(member) => {
                enroll.reset();
                setChosen(member);
              }}
              onRevoke={(member) => {
                revoke.reset();
                setRevoking(member);
              }}
            />
          </Stack>
        )}
      </Container>
      <EnrollNowModal
        member={chosen}
        isSubmitting={enroll.isPending}
        error={enroll.error}
        onBack={() => setChosen(null)}
        onSubmit={submit}
      />
      <RevokeLinkModal
        member={revoking}
        isSubmitting={revoke.isPending}
        error={revoke.error ? revoke.error.message : null}
        onCancel={() => setRevoking(null)}
        onConfirm={confirmRevoke}
      />
    </>
  );
}

export const AgentSelectMemberPage = () => <CurrentMembersPage owner="agent" />;
export const GroupSelectMemberPage = () => <CurrentMembersPage owner="group" />;
