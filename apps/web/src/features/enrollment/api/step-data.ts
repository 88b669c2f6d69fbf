import { ContactInfoSchema, SAVED_TAB_OF_STEP, type TabName } from '@benefit-store/domain';
import { useQuery } from '@tanstack/react-query';
import { getEnrollmentTempInfo } from '@/lib/calls/get-enrollment-temp-info';

/** A step's saved data as get-enrollment-temp-info answers it (personal numbers masked), for the review's popups. */
export const useStepData = (enrollmentId: string, tab: TabName, enabled: boolean) =>
  useQuery({
    queryKey: ['enrollment', 'temp-info', enrollmentId, tab],
    queryFn: ({ signal }) => getEnrollmentTempInfo(enrollmentId, SAVED_TAB_OF_STEP[tab], signal),
    enabled,
    staleTime: 0,
  });

const SavedEmailSchema = ContactInfoSchema.pick({ email_address: true });

/** The e-mail address saved on the contact step, or null before it is saved (Save & Continue Later starts from it). */
export function useSavedContactEmail(enrollmentId: string, enabled: boolean): string | null {
  const contact = useStepData(enrollmentId, 'contact_info', enabled);
  return SavedEmailSchema.safeParse(contact.data?.result).data?.email_address || null;
}
