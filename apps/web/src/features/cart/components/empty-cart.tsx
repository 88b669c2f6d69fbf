import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShoppingCartOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The cart without plans (or without a temporary enrollment yet). */
export function EmptyCart() {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} data-testid="empty-cart">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconShoppingCartOff size={34} stroke={1.6} />
        </ThemeIcon>
        <Title order={2} fz="h3">
          Your cart is empty
        </Title>
        <Text c="dimmed" maw={420}>
          Browse the plans available to you and add the ones you like. They will wait for you here.
        </Text>
        <Button component={Link} to={paths.plans()} size="md">
          Browse plans
        </Button>
      </Stack>
    </Paper>
  );
}
