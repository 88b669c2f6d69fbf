import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { splitAtLink, type PricingFix, type PricingOutcome } from './pricing-outcome';

export interface PricingErrorNoticeProps {
  outcome: Extract<PricingOutcome, { kind: 'message' | 'declined' }>;
  onFix: (fix: PricingFix) => void;
}

/** A refusal's message; its fix phrase ('by clicking here', 'editing your basic info above') opens the right input. */
export function PricingErrorNotice({ outcome, onFix }: PricingErrorNoticeProps) {
  const fix = outcome.kind === 'message' ? outcome.fix : undefined;
  const parts = fix ? splitAtLink(outcome.text, fix.linkText) : undefined;
  return (
    <Alert
      color={outcome.kind === 'declined' ? 'red' : 'orange'}
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      role="alert"
      data-testid="pricing-error"
    >
      {fix && parts ? (
        <>
          {parts[0]}
          {/* A span, not a <button>: the phrase must wrap with the sentence on narrow screens. */}
          <Anchor
            component="span"
            role="button"
            tabIndex={0}
            fz="inherit"
            fw={600}
            onClick={() => onFix(fix.action)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                onFix(fix.action);
              }
            }}
          >
            {parts[1]}
          </Anchor>
          {parts[2]}
        </>
      ) : (
        outcome.text
      )}
      {outcome.kind === 'message' && outcome.detail ? (
        <Text fz="inherit" fw={600} mt={4} data-testid="pricing-error-detail">
          {outcome.detail}
        </Text>
      ) : null}
    </Alert>
  );
}
