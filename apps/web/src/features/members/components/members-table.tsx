import { MEMBER_LINK_TEXTS, type CurrentMember } from '@benefit-store/domain';
import { Button, Group, Pagination, Paper, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { filterMembers, MEMBERS_PAGE_SIZE, pageCount, pageOf } from '../filter-members';
import { PlanNames } from './plan-names';
import classes from './members-table.module.css';

export interface MembersTableProps {
  members: readonly CurrentMember[];
  onEnroll: (member: CurrentMember) => void;
  /** 'Revoke link': ends the member's links (the page asks first). */
  onRevoke: (member: CurrentMember) => void;
  /** A rep's members belong to several groups; a group administrator's all to their own, so it is not shown. */
  showGroup: boolean;
}

function MemberCard({
  member,
  onEnroll,
  onRevoke,
  showGroup,
}: {
  member: CurrentMember;
  onEnroll: () => void;
  onRevoke: () => void;
  showGroup: boolean;
}) {
  return (
    <Paper component="article" radius="md" p="md" className={classes.card} aria-label={member.name}>
      <Stack gap="sm">
        <Title order={3} fz="md">
          {member.name}
        </Title>
        <dl className={classes.facts}>
          <dt>Date of birth</dt>
          <dd>{member.dob}</dd>
          <dt>E-mail</dt>
          <dd>{member.email}</dd>
          <dt>SSN</dt>
          <dd>{member.ssn || '—'}</dd>
          {showGroup ? (
            <>
              <dt>Group</dt>
              <dd>{member.group_info.group_name ?? '—'}</dd>
            </>
          ) : null}
          <dt>Plans</dt>
          <dd>
            <PlanNames plans={member.plan_info} />
          </dd>
        </dl>
        <Button onClick={onEnroll} fullWidth aria-label={`Enroll Now: ${member.name}`}>
          Enroll Now
        </Button>
        <Button onClick={onRevoke} fullWidth variant="default" aria-label={`${MEMBER_LINK_TEXTS.revokeAction}: ${member.name}`}>
          {MEMBER_LINK_TEXTS.revokeAction}
        </Button>
      </Stack>
    </Paper>
  );
}

function MemberRows({ members, onEnroll, onRevoke, showGroup }: MembersTableProps) {
  return (
    <Table.ScrollContainer minWidth={showGroup ? 960 : 840}>
      <Table className={classes.table} verticalSpacing="sm" horizontalSpacing="md" highlightOnHover withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Date of birth</Table.Th>
            <Table.Th scope="col">E-mail</Table.Th>
            <Table.Th scope="col">SSN</Table.Th>
            {showGroup ? <Table.Th scope="col">Group</Table.Th> : null}
            <Table.Th scope="col" className={classes.plansColumn}>
              Plans
            </Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Action</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.user_id}>
              <Table.Th scope="row" className={classes.name}>
                {member.name}
              </Table.Th>
              <Table.Td className={classes.nowrap}>{member.dob}</Table.Td>
              <Table.Td className={classes.email}>{member.email}</Table.Td>
              <Table.Td className={classes.nowrap}>{member.ssn || '—'}</Table.Td>
              {showGroup ? <Table.Td>{member.group_info.group_name ?? '—'}</Table.Td> : null}
              <Table.Td className={classes.plansColumn}>
                <PlanNames plans={member.plan_info} />
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button size="xs" onClick={() => onEnroll(member)} aria-label={`Enroll Now: ${member.name}`}>
                    Enroll Now
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => onRevoke(member)}
                    aria-label={`${MEMBER_LINK_TEXTS.revokeAction}: ${member.name}`}
                  >
                    {MEMBER_LINK_TEXTS.revokeAction}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * 'Current Members' (spec 000 §2): a search over name, e-mail and group, 5 rows a page, and
 * 'Enroll Now' and 'Revoke link' (docs/decisions/0089) on each row; cards instead of rows on phones. The Plans column has room for plan
 * names; the Group column is a rep's only.
 */
export function MembersTable({ members, onEnroll, onRevoke, showGroup }: MembersTableProps) {
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const isPhone = useMediaQuery('(max-width: 47.99em)');
  const found = filterMembers(members, query);
  const total = pageCount(found.length);
  const current = Math.min(page, total);
  const shown = pageOf(found, current);
  const first = found.length === 0 ? 0 : (current - 1) * MEMBERS_PAGE_SIZE + 1;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <TextInput
          label="Search members"
          placeholder={showGroup ? 'Name, e-mail or group' : 'Name or e-mail'}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 340 }}
          type="search"
        />
        <Text fz="sm" c="dimmed" role="status" aria-live="polite">
          {found.length === 0 ? 'No members' : `Showing ${first}–${first + shown.length - 1} of ${found.length}`}
        </Text>
      </Group>

      {found.length === 0 ? (
        <Paper radius="md" p="xl" className={classes.card}>
          <Text ta="center" c="dimmed">
            {members.length === 0 ? 'You have no current members yet.' : `No members match “${query.trim()}”.`}
          </Text>
        </Paper>
      ) : isPhone ? (
        <Stack gap="sm">
          {shown.map((member) => (
            <MemberCard
              key={member.user_id}
              member={member}
              onEnroll={() => onEnroll(member)}
              onRevoke={() => onRevoke(member)}
              showGroup={showGroup}
            />
          ))}
        </Stack>
      ) : (
        <MemberRows members={shown} onEnroll={onEnroll} onRevoke={onRevoke} showGroup={showGroup} />
      )}

      {total > 1 ? (
        <Group component="nav" aria-label="Pages of members" justify="center">
          <Pagination
            total={total}
            value={current}
            onChange={setPage}
            getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
            getControlProps={(control) => ({
              'aria-label': control === 'next' ? 'Next page' : control === 'previous' ? 'Previous page' : control,
            })}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
