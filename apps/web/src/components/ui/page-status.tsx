import { Center, Loader, Stack, Text } from '@mantine/core';

/** A page that only does its work and moves on (a link being opened): a loader and what it is doing, announced. */
export function PageStatus({ label }: { label: string }) {
  return (
    <Center mih={320}>
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text c="dimmed" role="status">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
