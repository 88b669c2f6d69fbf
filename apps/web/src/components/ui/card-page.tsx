import { Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import classes from './card-page.module.css';

export interface CardPageProps {
  icon: Icon;
  title: string;
  /** The line under the heading. */
  intro?: ReactNode;
  children?: ReactNode;
  /** A line under the card. */
  footer?: ReactNode;
}

/** A page of one centred card (sign-in, continue enrollment): an icon, the page's heading, an introduction, then its content. */
export function CardPage({ icon: CardIcon, title, intro, children, footer }: CardPageProps) {
  const titleId = useId();
  return (
    <div className={classes.page}>
      <Container size={480}>
        <Paper component="section" aria-labelledby={titleId} radius="lg" shadow="md" p={{ base: 'lg', sm: 36 }} className={classes.card}>
          <Stack gap="lg">
            <Stack gap={6} align="center" ta="center">
              <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
                <CardIcon size={26} stroke={1.7} />
              </ThemeIcon>
              <Title order={1} id={titleId} fz="h2" c="brand.9">
                {title}
              </Title>
              {intro ? <Text c="dimmed">{intro}</Text> : null}
            </Stack>
            {children}
          </Stack>
        </Paper>
        {footer ? (
          <Text ta="center" fz="sm" mt="lg" c="dimmed">
            {footer}
          </Text>
        ) : null}
      </Container>
    </div>
  );
}
