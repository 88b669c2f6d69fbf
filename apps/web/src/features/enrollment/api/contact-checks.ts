import { ValidateEmailCall, ValidateMemberEmailCall, ValidatePhoneCall, type FieldError } from '@benefit-store/domain';
import { call, isApiError } from '@/lib/api-client';

/** The contact form's field each check's target names. */
const CONTACT_FIELD: Record<string, string> = { email: 'email_address', phone: 'phone_number' };

async function refusalOf(check: Promise<unknown>): Promise<FieldError[]> {
  try {
    await check;
    return [];
  } catch (error) {
    if (!isApiError(error)) throw error;
    return error.fieldErrors.map((e) => ({ ...e, target_element: CONTACT_FIELD[e.target_element] ?? e.target_element }));
  }
}

/**
 * The existing user's checks before contact information is saved (spec 001 §4 "Wizard"): the
 * e-mail is nobody else's (validate-member-email), it can receive mail (validate-email-neverbounce),
 * and the phone is a real number (validate-phone-numverify). Answers the contact fields in error.
 */
export async function checkExistingUserContact(enrollmentId: string, email: string, phone: string): Promise<FieldError[]> {
  const results = await Promise.all([
    refusalOf(call(ValidateMemberEmailCall, { body: { email, enrollment_id: enrollmentId } })),
    refusalOf(call(ValidateEmailCall, { body: { email } })),
    refusalOf(call(ValidatePhoneCall, { query: { phone } })),
  ]);
  const errors = results.flat();
  // One message per field: the first check that refused it.
  return errors.filter((error, index) => errors.findIndex((e) => e.target_element === error.target_element) === index);
}
