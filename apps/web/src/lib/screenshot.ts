import { SCREENSHOT_MAX_CHARS } from '@benefit-store/domain';
import { saveScreenshot } from './calls/save-screenshot';

/**
 * Takes a PNG of an element (html-to-image, loaded only when needed) and stores it with the
 * enrollment. A screenshot is a record, not a step the visitor waits on: failures are only logged.
 */
export async function uploadScreenshot({
  enrollmentId,
  name,
  element,
}: {
  enrollmentId: string;
  name: string;
  element: HTMLElement | null;
}) {
  if (!element) return;
  try {
    const { toPng } = await import('html-to-image');
    const image = await toPng(element, { pixelRatio: 1, backgroundColor: '#f6f8fb', cacheBust: true });
    if (image.length > SCREENSHOT_MAX_CHARS) {
      console.warn(`screenshot ${name} skipped: ${image.length} characters`);
      return;
    }
    await saveScreenshot({ enrollment_id: enrollmentId, name, image });
  } catch (error) {
    console.warn(`screenshot ${name} was not saved`, error);
  }
}
