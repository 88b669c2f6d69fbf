import type { ReviewCardTab } from '@benefit-store/domain';
import { Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { reviewAnswers, type Answer, type AnswerGroup, type AnswerLookups } from '../review-answers';

export interface ReadOnlyDataProps {
  tab: ReviewCardTab;
  /** The step's saved data as get-enrollment-temp-info answers it (personal numbers masked), or null before it is saved. */
  value: unknown;
  /** The agreement's signature, a PNG data URL (get-review-summary). */
  signature?: string | null;
  lookups?: AnswerLookups;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function AnswerList({ answers }: { answers: Answer[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      {answers.map(({ label, value }, index) => (
        <div key={`${label}-${index}`}>
          <Text component="dt" fz="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

function Group({ group, depth }: { group: AnswerGroup; depth: number }) {
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={depth === 0 ? 3 : 4} fz={depth === 0 ? 'md' : 'sm'} id={titleId}>
          {group.title}
        </Title>
        {group.answers.length > 0 ? <AnswerList answers={group.answers} /> : null}
        {group.groups?.map((inner) => <Group key={inner.title} group={inner} depth={depth + 1} />)}
      </Stack>
    </Paper>
  );
}

/**
 * A step's saved data, read-only (the review's popups and the signing page): each answer under
 * its step's label with its option's name (review-answers.ts), beneficiaries and dependents as
 * numbered blocks, and the agreement's signature as its picture.
 */
export function ReadOnlyData({ tab, value, signature, lookups }: ReadOnlyDataProps) {
  const { answers, groups } = isRecord(value) ? reviewAnswers(tab, value, lookups) : { answers: [], groups: [] };
  if (answers.length === 0 && groups.length === 0 && !signature) return <Text c="dimmed">Nothing saved yet</Text>;
  return (
    <Stack gap="md">
      {answers.length > 0 ? <AnswerList answers={answers} /> : null}
      {groups.map((group) => (
        <Group key={group.title} group={group} depth={0} />
      ))}
      {signature ? (
        <Stack gap={4}>
          <Text fz="sm" c="dimmed" fw={500}>
            Signature
          </Text>
          <Image src={signature} alt="Signature" maw={320} fit="contain" bg="white" bd="1px solid var(--mantine-color-gray-3)" radius="sm" />
        </Stack>
      ) : null}
    </Stack>
  );
}
