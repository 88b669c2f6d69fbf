import { Alert, Button, Group, Modal, Radio, Skeleton, Stack, Text } from '@mantine/core';
import type { MembershipDetailData } from '@benefit-store/domain';
import { useState } from 'react';
import { SafeHtml } from '@/components/ui/safe-html';
import { formatMoney } from '@/lib/format';
import classes from './membership-chooser.module.css';
import { PerMonth } from '@/components/ui/per-month';

type Membership = MembershipDetailData['memberships'][number];

export interface MembershipChooserProps {
  opened: boolean;
  onClose: () => void;
  detail: MembershipDetailData | undefined;
  /** Adds the membership together with the plan; an error's message shows in the modal. */
  onChoose: (membership: Membership) => Promise<unknown>;
  errorMessage?: string;
}

/** 'Select MemberShip': the plan is sold to association members, so one of Bronze, Silver or Gold goes in with it. */
export function MembershipChooser({ opened, onClose, detail, onChoose, errorMessage }: MembershipChooserProps) {
  const [chosen, setChosen] = useState<string>('');
  const [isSaving, setSaving] = useState(false);
  const [missing, setMissing] = useState(false);
  const membership = detail?.memberships.find((m) => String(m.plan_id) === chosen);

  const confirm = async () => {
    if (!membership) return setMissing(true);
    setSaving(true);
    try {
      await onChoose(membership);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Select MemberShip" size="lg">
      <Stack gap="md">
        {detail?.association_text ? <SafeHtml html={detail.association_text} fz="sm" c="gray.7" className={classes.about} /> : null}
        {!detail ? (
          <Skeleton height={180} />
        ) : (
          <Radio.Group
            value={chosen}
            onChange={(value) => {
              setChosen(value);
              setMissing(false);
            }}
            label="Choose a membership"
            error={missing ? 'Please choose a membership' : undefined}
          >
            <Stack gap="sm" mt="xs">
              {detail.memberships.map((m) => (
                <Radio.Card key={m.plan_id} value={String(m.plan_id)} radius="md" p="md" className={classes.card}>
                  <Group wrap="nowrap" align="flex-start" gap="md">
                    <Radio.Indicator />
                    <div style={{ flex: 1 }}>
                      <Group justify="space-between" gap="xs">
                        <Text fw={700}>{m.plan_name}</Text>
                        <Text fw={800} c="brand.7">
                          {formatMoney(m.price)}
                          <PerMonth />
                        </Text>
                      </Group>
                      <Text fz="sm" c="dimmed">
                        For the entire family · includes {formatMoney(m.term_life).replace('.00', '')} term life
                      </Text>
                    </div>
                  </Group>
                </Radio.Card>
              ))}
            </Stack>
          </Radio.Group>
        )}
        {errorMessage ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} loading={isSaving}>
            Add to Cart
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
