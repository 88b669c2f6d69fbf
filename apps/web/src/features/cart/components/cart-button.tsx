import { Group, Indicator, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { useCartAmount } from '../api/get-cart-amount';
import { useCartCount } from '../api/get-cart-count';
import { useCartEnrollmentId } from '../use-cart-enrollment-id';
import classes from './cart-button.module.css';

/** Header cart: item count badge and monthly amount of the session's temporary enrollment. */
export function CartButton() {
  const enrollmentId = useCartEnrollmentId();
  const count = useCartCount(enrollmentId).data ?? 0;
  const amount = useCartAmount(enrollmentId).data ?? '0.00';
  const label = `View Cart: ${count} ${count === 1 ? 'plan' : 'plans'}, ${formatMoney(amount)} per month`;

  return (
    // A native title for the hover hint: Mantine's Tooltip would bring its positioning code onto the first page (docs/decisions/0059).
    <UnstyledButton component={Link} to={paths.cart} aria-label={label} title="View Cart" className={classes.button} data-testid="header-cart">
      <Group gap={10} wrap="nowrap">
        <Indicator label={count} size={18} color="accent" offset={4} disabled={count === 0} inline data-testid="header-cart-count">
          <ThemeIcon variant="light" size={40} radius="xl" aria-hidden>
            <IconShoppingCart size={22} stroke={1.8} />
          </ThemeIcon>
        </Indicator>
        <div className={classes.text}>
          <Text component="span" fz="xs" c="dimmed" lh={1.2} display="block" className={classes.caption}>
            My Cart
          </Text>
          <Text component="span" fw={700} lh={1.2} display="block" data-testid="header-cart-amount">
            {formatMoney(amount)}
          </Text>
        </div>
      </Group>
    </UnstyledButton>
  );
}
