import { PLATFORM_FIELD, type EnrollmentPlatform } from '@benefit-store/domain';
import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { forwardRef } from 'react';
import { fieldId } from '@/components/form';

export interface PortalSelectProps extends Omit<NativeSelectProps, 'data' | 'label' | 'id'> {
  platforms: readonly EnrollmentPlatform[];
}

/** 'Enrollment platform' (the form's `platform_group_id`, refused with 'Please choose a platform'): 'Choose a platform', then the portals by name. */
export const PortalSelect = forwardRef<HTMLSelectElement, PortalSelectProps>(function PortalSelect({ platforms, ...props }, ref) {
  return (
    <NativeSelect
      ref={ref}
      id={fieldId('platform_group_id')}
      label={PLATFORM_FIELD.label}
      withAsterisk
      data={[
        { value: '', label: PLATFORM_FIELD.placeholder },
        ...platforms.map((p) => ({ value: String(p.platform_group_id), label: p.platform_name })),
      ]}
      {...props}
    />
  );
});
