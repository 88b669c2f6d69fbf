/** iPhone, iPad (also iPadOS, which reports a Mac) and Mac: the Android app link is hidden there. */
export function isAppleDevice(userAgent: string): boolean {
  return /iPhone|iPad|iPod|Macintosh|Mac OS X/i.test(userAgent);
}
