import { Group, Text } from '@mantine/core';
import classes from './filter-wizard.module.css';
import { WIZARD_FIELDS, WIZARD_STEP_TITLES, type WizardField } from './wizard-steps';

/** "Step n of 6" (of 5 without the tier) with the step's title over one segment per step. */
export function WizardStepIndicator({ step, fields = WIZARD_FIELDS }: { step: number; fields?: readonly WizardField[] }) {
  return (
    <div className={classes.indicator}>
      <Group justify="space-between" gap="xs">
        <Text fz="sm" fw={700} c="brand.7">
          Step {step + 1} of {fields.length}
        </Text>
        <Text fz="sm" c="dimmed">
          {WIZARD_STEP_TITLES[fields[step]!]}
        </Text>
      </Group>
      <ol className={classes.segments} aria-label="Steps">
        {fields.map((field, index) => (
          <li
            key={field}
            className={classes.segment}
            data-state={index < step ? 'done' : index === step ? 'current' : 'todo'}
            aria-current={index === step ? 'step' : undefined}
          >
            <span className={classes.srOnly}>
              {WIZARD_STEP_TITLES[field]}
              {index < step ? ' (done)' : ''}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
