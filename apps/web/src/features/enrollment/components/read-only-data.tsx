import { DEPENDENT_GENDERS } from '@benefit-store/domain';
import { Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';

/** 'first_name' → 'First name'. */
export function labelOf(key: string): string {
  const words = key.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isBlank = (value: unknown) => value === null || value === undefined || value === '';
const isImage = (value: unknown): value is string => typeof value === 'string' && value.startsWith('data:image/');
/** Record ids and versions mean nothing to the person checking their answers. */
const isInternal = (key: string) => /(^|_)id$/.test(key) || key === 'version';

/** Coded answers in words: genders, relationships and yes/no flags. */
const CODED: Record<string, Record<string, string>> = {
  gender: Object.fromEntries(DEPENDENT_GENDERS.map(({ value, label }) => [value, label])),
  relationship: { spouse: 'Spouse', child: 'Child' },
};
const YES_NO: Record<string, string> = { '0': 'No', '1': 'Yes', no: 'No', yes: 'Yes' };
const isFlag = (key: string) => /(_flag|_choice|^employed|^is_.*)$/.test(key);

function shown(key: string, value: unknown): string {
  const text = String(value);
  return CODED[key]?.[text] ?? (isFlag(key) ? (YES_NO[text] ?? text) : text);
}

const visibleEntries = (value: Record<string, unknown>) =>
  Object.entries(value).filter(([key, inner]) => !isBlank(inner) && !isInternal(key));

/**
 * A step's saved data, read-only (the review's popups): fields as label and value in a grid (one
 * column on phones), nested groups under their own heading, lists (beneficiaries, dependents,
 * questions) as numbered blocks, a drawn signature as its picture. Values arrive masked from the
 * server; blanks and record ids are left out.
 */
export function ReadOnlyData({ value, depth = 0 }: { value: unknown; depth?: number }) {
  if (Array.isArray(value)) {
    if (value.length === 0) return <Text c="dimmed">None</Text>;
    return (
      <Stack gap="sm">
        {value.map((item, index) => (
          <Paper key={index} withBorder radius="md" p="sm">
            <Text fw={600} mb={6}>
              #{index + 1}
            </Text>
            <ReadOnlyData value={item} depth={depth + 1} />
          </Paper>
        ))}
      </Stack>
    );
  }
  if (!isRecord(value)) return <Text>{isBlank(value) ? '—' : String(value)}</Text>;
  const entries = visibleEntries(value);
  if (entries.length === 0) return <Text c="dimmed">Nothing saved yet</Text>;
  const fields = entries.filter(([, inner]) => !Array.isArray(inner) && !isRecord(inner));
  const groups = entries.filter(([, inner]) => Array.isArray(inner) || isRecord(inner));
  return (
    <Stack gap="md">
      {fields.length > 0 ? (
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="xs" m={0}>
          {fields.map(([key, inner]) => (
            <div key={key}>
              <Text component="dt" fz="xs" c="dimmed" tt="uppercase" fw={600}>
                {labelOf(key)}
              </Text>
              <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
                {isImage(inner) ? <Image src={inner} alt={labelOf(key)} maw={280} /> : shown(key, inner)}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      ) : null}
      {groups.map(([key, inner]) => (
        <Stack key={key} gap={6}>
          <Title order={depth === 0 ? 3 : 4} fz={depth === 0 ? 'md' : 'sm'}>
            {labelOf(key)}
          </Title>
          <ReadOnlyData value={inner} depth={depth + 1} />
        </Stack>
      ))}
    </Stack>
  );
}
