import { Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import classes from './resume-card.module.css';

export interface ResumeCardProps {
  icon: Icon;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  /** A line under the card. */
  footer?: ReactNode;
}

/** The resume pages' frame: one centred card with an icon, a heading and an introduction. */
export function ResumeCard({ icon: CardIcon, title, intro, children, footer }: ResumeCardProps) {
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
