import { Image, Paper, Stack, Table, Text } from '@mantine/core';

/** 'first_name' → 'First name'. */
export function labelOf(key: string): string {
  const words = key.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isBlank = (value: unknown) => value === null || value === undefined || value === '';
const isImage = (value: unknown): value is string => typeof value === 'string' && value.startsWith('data:image/');

/**
 * A step's saved data, read-only (the review's popups): each field as a row, lists (beneficiaries,
 * dependents, questions) as numbered blocks, a drawn signature as its picture. Values arrive
 * masked from the server; blanks are left out.
 */
export function ReadOnlyData({ value }: { value: unknown }) {
  if (Array.isArray(value)) {
    if (value.length === 0) return <Text c="dimmed">None</Text>;
    return (
      <Stack gap="sm">
        {value.map((item, index) => (
          <Paper key={index} withBorder radius="md" p="sm">
            <Text fw={600} mb={4}>
              #{index + 1}
            </Text>
            <ReadOnlyData value={item} />
          </Paper>
        ))}
      </Stack>
    );
  }
  if (!isRecord(value)) return <Text>{isBlank(value) ? '—' : String(value)}</Text>;
  const entries = Object.entries(value).filter(([, inner]) => !isBlank(inner));
  if (entries.length === 0) return <Text c="dimmed">Nothing saved yet</Text>;
  return (
    <Table variant="vertical" layout="fixed" withRowBorders>
      <Table.Tbody>
        {entries.map(([key, inner]) => (
          <Table.Tr key={key}>
            <Table.Th w="40%">{labelOf(key)}</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              {isImage(inner) ? (
                <Image src={inner} alt={labelOf(key)} maw={280} />
              ) : Array.isArray(inner) || isRecord(inner) ? (
                <ReadOnlyData value={inner} />
              ) : (
                String(inner)
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
