import { ActionIcon, Anchor, Menu, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconGridDots } from '@tabler/icons-react';
import { APP_LAUNCHER_LINKS, resolveLink } from '@/config/external-links';

export interface AppLauncherProps {
  settings: ReadonlyMap<string, string>;
}

/** The dropdown of companion applications (dashboards, registrations) on non-main hosts. */
export function AppLauncher({ settings }: AppLauncherProps) {
  return (
    <Menu position="bottom-end" width={260} shadow="lg" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="white" size="lg" aria-label="Open app launcher" title="Applications">
          <IconGridDots size={20} stroke={1.8} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Applications</Menu.Label>
        {APP_LAUNCHER_LINKS.map((target) => (
          <Menu.Item key={target.label} component="a" href={resolveLink(target, settings)}>
            {target.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The same links as a plain list, for the phone menu. */
export function AppLauncherList({ settings }: AppLauncherProps) {
  return (
    <Stack gap={6}>
      <Text fz="xs" fw={700} tt="uppercase" c="dimmed">
        Applications
      </Text>
      <SimpleGrid cols={2} spacing={6} verticalSpacing={6}>
        {APP_LAUNCHER_LINKS.map((target) => (
          <Anchor key={target.label} href={resolveLink(target, settings)} fz="sm">
            {target.label}
          </Anchor>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
