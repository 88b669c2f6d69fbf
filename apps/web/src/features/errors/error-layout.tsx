import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, type Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import classes from './error-layout.module.css';

export interface ErrorLayoutProps {
  icon: Icon;
  title: string;
  description: string;
}

/** Error pages stand alone: no header or footer (spec 000 §2 Routes). */
export function ErrorLayout({ icon: ErrorIcon, title, description }: ErrorLayoutProps) {
  return (
    <main className={classes.page}>
      <Center className={classes.center}>
        <Paper className={classes.card} radius="lg" p={{ base: 'xl', sm: 48 }} shadow="md">
          <Stack align="center" gap="lg">
            <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
              <ErrorIcon size={38} stroke={1.6} />
            </ThemeIcon>
            <Title order={1} ta="center" className={classes.title}>
              {title}
            </Title>
            <Text c="dimmed" ta="center" maw={420}>
              {description}
            </Text>
            <Button component={Link} to={paths.home} size="md" leftSection={<IconArrowLeft size={18} aria-hidden />}>
              Back to Homepage
            </Button>
          </Stack>
        </Paper>
      </Center>
    </main>
  );
}
