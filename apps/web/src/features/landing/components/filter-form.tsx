import { BasicFilterForm, type BasicFilterFormProps, type BasicFilterSubmit } from '@/components/ui/basic-filter-form';
import { ApiError, isApiError } from '@/lib/api-client';
import { checkZipCode } from '../api/check-zip-code';
import { useSaveFilter } from '../use-save-filter';

export interface FilterFormProps extends Pick<BasicFilterFormProps, 'defaultValues' | 'onCancel' | 'columns'> {
  /** SUBMIT on the referral landing; the plan pages' Edit popup names it its own way. */
  submitLabel?: string;
  /** Called with the temporary enrollment id and what was saved, once the filter is saved. */
  onSaved: (tempId: string, saved: Pick<BasicFilterSubmit, 'zip' | 'dob' | 'gender' | 'tier'>) => void;
}

/** The zip lookup names its field `zip_code`; the form shows it under its zip field. */
async function checkZip(zip: string): Promise<void> {
  try {
    await checkZipCode(zip);
  } catch (error) {
    if (!isApiError(error) || error.fieldErrors.length === 0) throw error;
    const message = error.fieldMessage('zip_code') ?? error.fieldErrors[0]!.error_message;
    throw new ApiError({ status: error.status, message, fieldErrors: [{ target_element: 'zip', error_message: message }] });
  }
}

/**
 * The older one-form filter (spec 000 §2; spec 001 §2 "Referral landing"): zip, gender, tier and
 * date of birth. The zip is looked up first (its message shows on the field); then the filter is
 * saved as a new temporary enrollment, or onto the stored one (v1 calls), with the session's
 * rep, group, portal and referral or open type.
 */
export function FilterForm({ submitLabel = 'SUBMIT', onSaved, ...formProps }: FilterFormProps) {
  const save = useSaveFilter('v1');
  const submit = async (values: BasicFilterSubmit) => {
    await checkZip(values.zip);
    const { zip, dob, gender, tier } = values;
    onSaved(await save.mutateAsync({ zip, dob, gender, tier }), { zip, dob, gender, tier });
  };
  return <BasicFilterForm {...formProps} submitLabel={submitLabel} onSubmit={submit} />;
}
