import { ContactInfoSchema } from '@benefit-store/domain';
import { getEnrollmentTempInfo } from '@/lib/calls/get-enrollment-temp-info';

// Apart from the filter's reader (lib/calls/get-enrollment-temp-info.ts): the contact schema brings
// the wizard's step schemas, which the landing page does not load (docs/decisions/0059).
/** The contact step's address (the billing step's physical address); null when contact information is not saved. */
export async function getContactAddress(
  enrollmentId: string,
): Promise<Record<'address1' | 'address2' | 'city' | 'state' | 'zip', string> | null> {
  const data = await getEnrollmentTempInfo(enrollmentId, 'contact_info');
  const contact = ContactInfoSchema.safeParse(data.result).data;
  if (!contact) return null;
  return { address1: contact.address1, address2: contact.address2 ?? '', city: contact.city, state: contact.state, zip: contact.zip };
}
