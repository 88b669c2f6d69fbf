import type { StaffSession } from '@benefit-store/domain';
import { Anchor, Badge, Container, Group, Text } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { staffHomePath } from '../staff-session';
import { SignOutButton } from './sign-out-button';
import classes from './staff-bar.module.css';

const ROLE_LABELS = { agent: 'Rep', group: 'Group administrator', admin: 'Store administrator' } as const;
const HOME_LINKS = { agent: 'Rep home', group: 'Group home', admin: 'Administrator home' } as const;

export interface StaffBarProps {
  session: StaffSession;
  /** Whom the rep or group administrator is enrolling ('a new member of Acme Manufacturing'), when they are. */
  enrollingFor: string | null;
  /** Whether the page is the signed-in party's own home or member list (no link back to it then). */
  isOwnPage: boolean;
}

/** Who is working for whom, on every page of a rep's or group administrator's process: 'Signed in as', whom they enroll, their home, 'Sign out'. */
export function StaffBar({ session, enrollingFor, isOwnPage }: StaffBarProps) {
  return (
    <div className={classes.bar} role="region" aria-label="Signed-in staff">
      <Container size="lg">
        <div className={classes.row}>
          <div className={classes.who}>
            <IconUserCircle size={20} stroke={1.6} color="var(--mantine-color-brand-6)" aria-hidden style={{ flex: 'none' }} />
            <Text fz="sm" className={classes.name}>
              Signed in as <strong>{session.display_name}</strong>
            </Text>
            <Badge variant="light" size="sm" visibleFrom="xs" style={{ flex: 'none' }}>
              {ROLE_LABELS[session.role]}
            </Badge>
          </div>
          {enrollingFor ? (
            <Text fz="sm" className={classes.for}>
              Enrolling <strong>{enrollingFor}</strong>
            </Text>
          ) : null}
          <Group gap="xs" wrap="nowrap" className={classes.actions}>
            {isOwnPage ? null : (
              <Anchor component={Link} to={staffHomePath(session.role)} fz="sm" fw={600}>
                {HOME_LINKS[session.role]}
              </Anchor>
            )}
            {session.two_factor === 'off' ? (
              <Anchor component={Link} to={paths.twoFactorSetup} fz="sm">
                Set up two-factor sign-in
              </Anchor>
            ) : null}
            <SignOutButton />
          </Group>
        </div>
      </Container>
    </div>
  );
}
