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
 * A detached copy of the element as it is drawn now: what was typed, chosen and drawn (a signature)
 * included, which a plain clone leaves out. Its ids are dropped, so that once it is in the page it
 * never answers for the next step's labels.
 */
export function copyForScreenshot(element: HTMLElement): HTMLElement {
  const copy = element.cloneNode(true) as HTMLElement;
  const from = element.querySelectorAll<HTMLElement>('input, textarea, select, canvas');
  const to = copy.querySelectorAll<HTMLElement>('input, textarea, select, canvas');
  from.forEach((original, index) => {
    const copied = to[index];
    if (original instanceof HTMLInputElement && copied instanceof HTMLInputElement) {
      copied.value = original.value;
      copied.checked = original.checked;
    } else if (original instanceof HTMLTextAreaElement && copied instanceof HTMLTextAreaElement) {
      copied.value = original.value;
    } else if (original instanceof HTMLSelectElement && copied instanceof HTMLSelectElement) {
      copied.selectedIndex = original.selectedIndex;
    } else if (original instanceof HTMLCanvasElement && copied instanceof HTMLCanvasElement && original.width > 0 && original.height > 0) {
      copied.getContext('2d')?.drawImage(original, 0, 0);
    }
  });
  for (const withId of [copy, ...copy.querySelectorAll('[id]')]) withId.removeAttribute('id');
  return copy;
}

/** Pictures copied and waiting to be drawn, oldest first. */
const waiting: (() => Promise<void>)[] = [];
/** The longest a copy waits for drawWaitingScreenshots: the next page may never say it is shown. */
const LONGEST_WAIT_MS = 3000;
let drawing = false;
/** The timers that draw a copy nobody asked for in time. */
const fallbacks = new Set<ReturnType<typeof setTimeout>>();

/** Drops the copies waiting and their timers: a test's pictures are never drawn into the next test's page. */
export function forgetWaitingScreenshots(): void {
  waiting.length = 0;
  for (const timer of fallbacks) clearTimeout(timer);
  fallbacks.clear();
}

async function drawWaiting(): Promise<void> {
  if (drawing) return;
  drawing = true;
  try {
    for (let job = waiting.shift(); job; job = waiting.shift()) await job();
  } finally {
    drawing = false;
  }
}

/**
 * Draws the pictures copied so far, once the browser is idle: a wizard step calls it when it is
 * shown, so that the previous step's picture never holds up its drawing (docs/decisions/0108).
 */
export function drawWaitingScreenshots(): void {
  if (waiting.length === 0) return;
  const start = () => void drawWaiting();
  if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: LONGEST_WAIT_MS });
  else setTimeout(start, 0);
}

/** Draws the copy out of sight, at the width the element had, hidden from assistive technology. */
async function drawCopy(copy: HTMLElement, width: number) {
  const { snapdom } = await loadSnapdom();
  const holder = document.createElement('div');
  holder.setAttribute('aria-hidden', 'true');
  holder.inert = true;
  Object.assign(holder.style, { position: 'fixed', top: '0', left: '-100000px', width: `${width}px`, pointerEvents: 'none' });
  holder.append(copy);
  document.body.append(holder);
  try {
    return await snapdom(copy, { dpr: 1, scale: 1, backgroundColor: '#f6f8fb' });
  } finally {
    holder.remove();
  }
}

/**
 * Takes a PNG of an element and stores it with the enrollment (spec 001: each step uploads a
 * screenshot of its form). The element is copied as it is at once, so the step may leave; the
 * copy is drawn when the next step is shown (drawWaitingScreenshots) or at the latest after 3 s,
 * and the picture sent (docs/decisions/0108). A screenshot is a record, not a step the visitor
 * waits on: failures are only logged.
 */
export function uploadScreenshot({ enrollmentId, name, element }: { enrollmentId: string; name: string; element: HTMLElement | null }): void {
  if (!element) return;
  try {
    const width = element.getBoundingClientRect().width;
    const copy = copyForScreenshot(element);
    const job = async () => {
      try {
        await drawAndSend(await drawCopy(copy, width), enrollmentId, name);
      } catch (error) {
        console.warn(`screenshot ${name} was not saved`, error);
      }
    };
    waiting.push(job);
    // Drawn by then if the next page said it was shown; if not, drawn now.
    const latest = setTimeout(() => {
      fallbacks.delete(latest);
      if (waiting.includes(job)) void drawWaiting();
    }, LONGEST_WAIT_MS);
    fallbacks.add(latest);
  } catch (error) {
    console.warn(`screenshot ${name} was not saved`, error);
  }
}
