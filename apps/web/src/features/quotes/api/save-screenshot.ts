import { SaveScreenshotCall } from '@benefit-store/domain';
import { call } from '@/lib/api-client';

export interface SaveScreenshotInput {
  enrollmentId: string;
  /** What it shows: the step or tab name (cart_info for the cart a quote was sent from). */
  name: string;
  /** A PNG data URL. */
  image: string;
}

/** POST save-screenshot: keeps a picture of what the visitor saw with the enrollment. */
export const saveScreenshot = ({ enrollmentId, name, image }: SaveScreenshotInput) =>
  call(SaveScreenshotCall, { body: { enrollment_id: enrollmentId, name, image } });
