import { SCREENSHOT_MAX_CHARS } from '@benefit-store/domain';
import type { CaptureResult } from '@zumer/snapdom';
import { saveScreenshot } from './calls/save-screenshot';

const loadSnapdom = () => import('@zumer/snapdom');

/** Loads the screenshot code ahead of time (a step's page does), so a capture starts the moment its step is saved. */
export function preloadScreenshots(): void {
  loadSnapdom().catch(() => undefined);
}

async function drawAndSend(capture: CaptureResult, enrollmentId: string, name: string) {
  try {
    const image = (await capture.toCanvas()).toDataURL('image/png');
    if (image.length > SCREENSHOT_MAX_CHARS) {
      console.warn(`screenshot ${name} skipped: ${image.length} characters`);
      return;
    }
    await saveScreenshot({ enrollment_id: enrollmentId, name, image });
  } catch (error) {
    console.warn(`screenshot ${name} was not saved`, error);
  }
}

/**
 * Takes a PNG of an element and stores it with the enrollment (spec 001: each step uploads a
 * screenshot of its form). SnapDOM copies the element's drawn state, and this answers once it has;
 * the picture is drawn and sent after (docs/decisions/0102). A screenshot is a record, not a step the visitor waits on: failures are only logged.
 */
export async function uploadScreenshot({
  enrollmentId,
  name,
  element,
}: {
  enrollmentId: string;
  name: string;
  element: HTMLElement | null;
}): Promise<void> {
  if (!element) return;
  try {
    const { snapdom } = await loadSnapdom();
    const capture = await snapdom(element, { dpr: 1, scale: 1, backgroundColor: '#f6f8fb' });
    void drawAndSend(capture, enrollmentId, name);
  } catch (error) {
    console.warn(`screenshot ${name} was not saved`, error);
  }
}
