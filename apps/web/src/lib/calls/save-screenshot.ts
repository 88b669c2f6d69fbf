import { SaveScreenshotCall, type CallInput } from '@benefit-store/domain';
import { call } from '@/lib/api-client';

/** POST save-screenshot: keeps a picture of what the visitor saw (a PNG data URL named for the step) with the enrollment. */
export const saveScreenshot = (body: CallInput<typeof SaveScreenshotCall>['body']) => call(SaveScreenshotCall, { body });
