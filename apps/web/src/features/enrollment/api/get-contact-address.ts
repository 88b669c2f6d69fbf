import { ContactInfoSchema } from '@benefit-store/domain';
import { useQuery } from '@tanstack/react-query';
import { getEnrollmentTempInfo } from '@/lib/calls/get-enrollment-temp-info';

type PhysicalAddress = Record<'address1' | 'address2' | 'city' | 'state' | 'zip', string>;

// Apart from the filter's reader (lib/calls/get-enrollment-temp-info.ts): the contact schema brings
// the wizard's step schemas, which the landing page does not load (docs/decisions/0059).
/** The contact step's address (the billing step's physical address); null when contact information is not saved. */
export async function getContactAddress(enrollmentId: string, signal?: AbortSignal): Promise<PhysicalAddress | null> {
  const data = await getEnrollmentTempInfo(enrollmentId, 'contact_info', signal);
  const contact = ContactInfoSchema.safeParse(data.result).data;
  if (!contact) return null;
  return { address1: contact.address1, address2: contact.address2 ?? '', city: contact.city, state: contact.state, zip: contact.zip };
}

/**
 * The contact address as it is now, read whenever a page that follows it is shown (never a copy
 * kept from an earlier visit: the contact zip may have been corrected since, docs/decisions/0103).
 */
export const useContactAddress = (enrollmentId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['enrollment', 'contact-address', enrollmentId],
    queryFn: ({ signal }) => getContactAddress(enrollmentId, signal),
    enabled,
    staleTime: 0,
  });
