import { Menu } from '@mantine/core';
import type { ReactNode } from 'react';

export interface AppLauncherMenuProps {
  links: { label: string; href: string }[];
  /** The launcher button, the menu's target. */
  target: ReactNode;
}

/** The app launcher's dropdown, loaded on its first click and opened at once. */
export function AppLauncherMenu({ links, target }: AppLauncherMenuProps) {
  return (
    <Menu position="bottom-end" width={260} shadow="lg" withinPortal defaultOpened>
      <Menu.Target>{target}</Menu.Target>
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
