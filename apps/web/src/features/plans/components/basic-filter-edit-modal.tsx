import { Modal, Skeleton } from '@mantine/core';
import type { FilterInfoWire } from '@benefit-store/domain';
import { BasicFilterForm } from '@/components/ui/basic-filter-form';
import { useChangeFilterInfo } from '../api/use-change-filter-info';

export interface BasicFilterEditModalProps {
  enrollmentId: string;
  /** The filter as saved; a skeleton stands in until it has loaded. */
  filter: FilterInfoWire | null | undefined;
  opened: boolean;
  onClose: () => void;
}

/** The Basic Filter's Edit popup: the filter's fields, saved through change-filter-info. */
export function BasicFilterEditModal({ enrollmentId, filter, opened, onClose }: BasicFilterEditModalProps) {
  const change = useChangeFilterInfo(enrollmentId);
  return (
    <Modal opened={opened} onClose={onClose} title="Edit basic filter" size="lg">
      {filter ? (
        <BasicFilterForm
          columns={2}
          withSmoker={filter.is_smoker !== undefined}
          defaultValues={{
            zip: filter.zip ?? '',
            dob: filter.dob ?? '',
            gender: filter.gender ?? '',
            tier: filter.tier ?? '',
            is_smoker: filter.is_smoker ?? '',
          }}
          submitLabel="Save"
          onCancel={onClose}
          onSubmit={async (values) => {
            await change.mutateAsync(values);
            onClose();
          }}
        />
      ) : (
        <Skeleton height={200} />
      )}
    </Modal>
  );
}
