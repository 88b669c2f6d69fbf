import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShoppingCartOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export interface EmptyCartProps {
  /** Set when a rep or group administrator fills the cart for someone else. */
  isForSomeoneElse?: boolean;
}

/** The cart without plans (or without a temporary enrollment yet), worded for whoever fills it. */
export function EmptyCart({ isForSomeoneElse = false }: EmptyCartProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} data-testid="empty-cart">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconShoppingCartOff size={34} stroke={1.6} />
        </ThemeIcon>
        <Title order={2} fz="h3">
          {isForSomeoneElse ? 'The cart is empty' : 'Your cart is empty'}
        </Title>
        <Text c="dimmed" maw={420}>
          {isForSomeoneElse
            ? 'Browse the plans available to the member and add the ones they choose. They will wait here.'
            : 'Browse the plans available to you and add the ones you like. They will wait for you here.'}
        </Text>
        <Button component={Link} to={paths.plans()} size="md">
          Browse plans
        </Button>
      </Stack>
    </Paper>
  );
}
