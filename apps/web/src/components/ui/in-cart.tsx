import { Badge, Button, type ButtonProps } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/**
 * 'In your cart' on a plan or membership option the cart already holds: white on dark teal
 * (5:1, WCAG AA for small text; the light green badge it replaces was 3.8:1).
 */
export function InCartBadge() {
  return (
    <Badge color="teal.9" variant="filled" radius="sm" data-testid="in-cart-badge">
      In your cart
    </Badge>
  );
}

/** What an option already in the cart offers instead of adding it again: the cart. */
export function ViewCartButton({ label, ...props }: ButtonProps & { label: string }) {
  return (
    <Button
      component={Link}
      to={paths.cart}
      variant="outline"
      leftSection={<IconShoppingCart size={18} aria-hidden />}
      aria-label={`View Cart: ${label} is in your cart`}
      {...props}
    >
      View Cart
    </Button>
  );
}
