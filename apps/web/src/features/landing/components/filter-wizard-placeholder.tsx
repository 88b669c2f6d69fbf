import { Button, Group, Skeleton, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import classes from './filter-wizard.module.css';
import { FILTER_QUESTIONS } from './filter-questions';
import { WizardStepIndicator } from './wizard-step-indicator';

/**
 * The wizard's first step as it is drawn, while the wizard's own code (react-hook-form, its
 * schema and checks) loads beside the landing page (docs/decisions/0059): same boxes, same
 * height, so nothing moves when the wizard takes its place. The question's text is drawn; its
 * field is a skeleton of the same size until then (Mantine's TextInput alone would add 5 KB).
 */
export function FilterWizardPlaceholder() {
  const { zip } = FILTER_QUESTIONS.self;
  return (
    <div className={classes.wizard} aria-busy="true" data-slot="filter-wizard-placeholder">
      <WizardStepIndicator step={0} />
      <div className={classes.step}>
        <Text className={classes.question}>{zip.label}</Text>
        {zip.description ? (
          <Text fz="sm" c="dimmed" mb={5}>
            {zip.description}
          </Text>
        ) : null}
        <Skeleton height={42} radius="sm" />
      </div>
      <Group justify="space-between" mt="lg" className={classes.actions}>
        <span />
        <Button size="md" rightSection={<IconArrowRight size={18} aria-hidden />} disabled>
          Next
        </Button>
      </Group>
    </div>
  );
}
