import type { CurrentMember } from '@benefit-store/domain';
import { Text } from '@mantine/core';
import { isActivePlan } from '../filter-members';
import classes from './members-table.module.css';

const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1).toLowerCase();

/** A member's plans: active ones in the normal colour, the others in red with their status. */
export function PlanNames({ plans }: { plans: CurrentMember['plan_info'] }) {
  if (plans.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        No plans
      </Text>
    );
  }
  return (
    <ul className={classes.plans}>
      {plans.map((plan, index) => {
        const isActive = isActivePlan(plan.plan_status);
        return (
          <li
            key={`${plan.plan_name}-${index}`}
            data-status={isActive ? 'active' : 'inactive'}
            className={isActive ? undefined : classes.inactive}
          >
            {plan.plan_name}
            {isActive ? null : <span className={classes.status}> ({statusLabel(plan.plan_status)})</span>}
          </li>
        );
      })}
    </ul>
  );
}
