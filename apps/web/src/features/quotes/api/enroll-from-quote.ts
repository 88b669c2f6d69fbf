import { EnrollFromQuoteCall } from '@benefit-store/domain';
import { call } from '@/lib/api-client';

/** POST quote/{token}/enroll: "Enroll now", a new enrollment for this browser with the quoted plans. */
export const enrollFromQuote = (token: string, dob: string) => call(EnrollFromQuoteCall, { params: { token }, body: { dob } });
