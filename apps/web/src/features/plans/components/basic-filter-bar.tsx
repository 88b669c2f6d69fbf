import { Button, Group, Paper, Skeleton, Text } from '@mantine/core';
import { IconAdjustments, IconPencil } from '@tabler/icons-react';
import { TIER_LABELS, TierSchema, type FilterInfoWire } from '@benefit-store/domain';
import { lazy } from 'react';
import { MountOnceOpened } from '@/components/ui/mount-once-opened';
import { useFilterInfo } from '../api/get-filter-info';
import classes from './basic-filter-bar.module.css';

// The popup's form (react-hook-form, Select) loads on its first opening (docs/decisions/0059).
const BasicFilterEditModal = lazy(async () => ({ default: (await import('./basic-filter-edit-modal')).BasicFilterEditModal }));

const GENDER_SHORT: Record<string, string> = { '0': 'M', '1': 'F' };
const SMOKER: Record<string, string> = { '1': 'Yes', '0': 'No' };

/** The filter's summary items, in the bar's order: zip, gender, smoker (only if set), tier, date of birth. */
export function summariseFilter(filter: FilterInfoWire): { label: string; value: string }[] {
  const tier = TierSchema.safeParse(filter.tier);
  const items = [
    { label: 'Zip', value: filter.zip ?? '' },
    { label: 'Gender', value: GENDER_SHORT[filter.gender ?? ''] ?? '' },
    ...(filter.is_smoker !== undefined ? [{ label: 'Smoker', value: SMOKER[filter.is_smoker] ?? '' }] : []),
    { label: 'Tier', value: tier.success ? TIER_LABELS[tier.data] : (filter.tier ?? '') },
    { label: 'Date of birth', value: filter.dob ?? '' },
  ];
  return items.filter((item) => item.value !== '');
}

export interface BasicFilterBarProps {
  enrollmentId: string;
  isEditOpen: boolean;
  onEditOpen: () => void;
  onEditClose: () => void;
}

/**
 * 'Basic Filter': what the prices are based on, with an Edit popup that saves through change-filter-info.
 * The popup's values are the call's body fields; a refusal shows under its field, anything else in the popup's summary.
 */
export function BasicFilterBar({ enrollmentId, isEditOpen, onEditOpen, onEditClose }: BasicFilterBarProps) {
  const filterInfo = useFilterInfo(enrollmentId);
  const filter = filterInfo.data;

  return (
    <Paper withBorder radius="md" px="md" py="sm" className={classes.bar} component="section" aria-labelledby="basic-filter-title">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="md" wrap="wrap" className={classes.items}>
          <Group gap={6} wrap="nowrap">
            <IconAdjustments size={20} aria-hidden className={classes.icon} />
            <Text fw={700} id="basic-filter-title">
              Basic Filter
            </Text>
          </Group>
          {filterInfo.isPending ? (
            <Skeleton height={16} width={280} />
          ) : filter ? (
            <dl className={classes.list} data-testid="basic-filter">
              {summariseFilter(filter).map((item) => (
                <div key={item.label} className={classes.item}>
                  <dt>{item.label}</dt>
                  <dd>{item.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </Group>
        <Button
          variant="light"
          size="sm"
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={onEditOpen}
          aria-label="Edit basic filter"
        >
          Edit
        </Button>
      </Group>
      <MountOnceOpened opened={isEditOpen}>
        <BasicFilterEditModal enrollmentId={enrollmentId} filter={filter} opened={isEditOpen} onClose={onEditClose} />
      </MountOnceOpened>
    </Paper>
  );
}
