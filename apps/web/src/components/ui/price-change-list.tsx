import type { CartPriceChange } from '@benefit-store/domain';
import { List } from '@mantine/core';

/** Plans whose monthly price moved, old price to new: after checkout re-rates the cart, or a re-price for a new zip. */
export function PriceChangeList({ changes }: { changes: readonly CartPriceChange[] }) {
  return (
    <List fz="sm" spacing={4}>
      {changes.map((change) => (
        <List.Item key={change.plan_id}>
          {change.plan_name}: ${change.old_price} → ${change.new_price} a month
        </List.Item>
      ))}
    </List>
  );
}
