import { ActionIcon, Anchor, Menu, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconGridDots } from '@tabler/icons-react';
import { APP_LAUNCHER_LINKS, configuredLinks } from '@/config/external-links';

export interface AppLauncherProps {
  settings: ReadonlyMap<string, string>;
}

/** The dropdown of companion applications (dashboards, registrations) on non-main hosts: only those the site configured. */
export function AppLauncher({ settings }: AppLauncherProps) {
  const links = configuredLinks(APP_LAUNCHER_LINKS, settings);
  if (links.length === 0) return null;
  return (
    <Menu position="bottom-end" width={260} shadow="lg" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="white" size="lg" aria-label="Open app launcher" title="Applications">
          <IconGridDots size={20} stroke={1.8} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Applications</Menu.Label>
        {links.map(({ label, href }) => (
          <Menu.Item key={label} component="a" href={href}>
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The same links as a plain list, for the phone menu. */
export function AppLauncherList({ settings }: AppLauncherProps) {
  const links = configuredLinks(APP_LAUNCHER_LINKS, settings);
  if (links.length === 0) return null;
  return (
    <Stack gap={6}>
      <Text fz="xs" fw={700} tt="uppercase" c="dimmed">
        Applications
      </Text>
      <SimpleGrid cols={2} spacing={6} verticalSpacing={6}>
        {links.map(({ label, href }) => (
          <Anchor key={label} href={href} fz="sm">
            {label}
          </Anchor>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
