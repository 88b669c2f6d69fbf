import { Group, Progress, Stepper, Text } from '@mantine/core';
import { WIZARD_TAB_TITLES, type TabName } from '@benefit-store/domain';

/**
 * The progress bar of the required steps (spec 001 §2): every step by title on a wide screen,
 * "Step n of m" with a bar on a phone.
 */
export function WizardProgress({ steps, current }: { steps: readonly TabName[]; current: TabName | undefined }) {
  const active = current ? steps.indexOf(current) : 0;
  return (
    <nav aria-label="Enrollment steps">
      <Stepper
        active={active}
        size="xs"
        allowNextStepsSelect={false}
        visibleFrom="md"
        iconSize={26}
        wrap={false}
        styles={{
          stepLabel: { fontSize: 12.5, lineHeight: 1.25 },
          separator: { marginInline: 6, minWidth: 8 },
          stepBody: { marginInlineStart: 6 },
        }}
      >
        {steps.map((tab) => (
          <Stepper.Step key={tab} label={WIZARD_TAB_TITLES[tab]} aria-current={tab === current ? 'step' : undefined} />
        ))}
      </Stepper>
      <Group hiddenFrom="md" justify="space-between" gap="xs" mb={6}>
        <Text fz="sm" fw={600} c="brand.8">
          {current ? WIZARD_TAB_TITLES[current] : ''}
        </Text>
        <Text fz="sm" c="dimmed">
          Step {active + 1} of {steps.length}
        </Text>
      </Group>
      <Progress hiddenFrom="md" value={steps.length ? ((active + 1) / steps.length) * 100 : 0} size="sm" radius="xl" aria-hidden />
    </nav>
  );
}
