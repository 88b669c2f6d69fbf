import type { CurrentMember } from '@benefit-store/domain';
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
}

function MemberCard({ member, onEnroll }: { member: CurrentMember; onEnroll: () => void }) {
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
          <dt>Group</dt>
          <dd>{member.group_info.group_name ?? '—'}</dd>
          <dt>Plans</dt>
          <dd>
            <PlanNames plans={member.plan_info} />
          </dd>
        </dl>
        <Button onClick={onEnroll} fullWidth aria-label={`Enroll Now: ${member.name}`}>
          Enroll Now
        </Button>
      </Stack>
    </Paper>
  );
}

function MemberRows({ members, onEnroll }: MembersTableProps) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table className={classes.table} verticalSpacing="sm" horizontalSpacing="md" highlightOnHover withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Date of birth</Table.Th>
            <Table.Th scope="col">E-mail</Table.Th>
            <Table.Th scope="col">SSN</Table.Th>
            <Table.Th scope="col">Group</Table.Th>
            <Table.Th scope="col">Plans</Table.Th>
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
              <Table.Td>{member.group_info.group_name ?? '—'}</Table.Td>
              <Table.Td>
                <PlanNames plans={member.plan_info} />
              </Table.Td>
              <Table.Td>
                <Button size="xs" onClick={() => onEnroll(member)} aria-label={`Enroll Now: ${member.name}`}>
                  Enroll Now
                </Button>
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
 * 'Enroll Now' on each row; cards instead of rows on phones.
 */
export function MembersTable({ members, onEnroll }: MembersTableProps) {
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
          placeholder="Name, e-mail or group"
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
            <MemberCard key={member.user_id} member={member} onEnroll={() => onEnroll(member)} />
          ))}
        </Stack>
      ) : (
        <MemberRows members={shown} onEnroll={onEnroll} />
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
