import { ActionIcon, Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconGridDots } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { MountOnceOpened } from '@/components/ui/mount-once-opened';
import { APP_LAUNCHER_LINKS, configuredLinks } from '@/config/external-links';

export interface AppLauncherProps {
  settings: ReadonlyMap<string, string>;
}

const AppLauncherMenu = lazy(async () => ({ default: (await import('./app-launcher-menu')).AppLauncherMenu }));

/**
 * The dropdown of companion applications (dashboards, registrations) on non-main hosts: only those
 * the site configured. The menu's code loads on the first click (docs/decisions/0059).
 */
export function AppLauncher({ settings }: AppLauncherProps) {
  const [isOpened, setOpened] = useState(false);
  const links = configuredLinks(APP_LAUNCHER_LINKS, settings);
  if (links.length === 0) return null;
  const launcher = (
    <ActionIcon
      variant="subtle"
      color="white"
      size="lg"
      aria-label="Open app launcher"
      title="Applications"
      onClick={isOpened ? undefined : () => setOpened(true)}
    >
      <IconGridDots size={20} stroke={1.8} />
    </ActionIcon>
  );
  return (
    <MountOnceOpened opened={isOpened} placeholder={launcher}>
      <AppLauncherMenu links={links} target={launcher} />
    </MountOnceOpened>
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
