import { storage } from '@/lib/storage';

/** The enrollment wizard's pages: `/enrollment/...`, under a landing prefix or not (spec 001 §2 "Routes"). */
function isWizardPage(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  return segments[0] === 'enrollment' || segments[1] === 'enrollment';
}

/**
 * Whether the location banner may ask on this page (docs/decisions/0104): never in the enrollment
 * wizard, where, held at the foot of the screen, it covered the step's buttons; and never again on a
 * device where it was answered (Allow, Don't Allow) or closed. The server's check-lead-information
 * is asked only when this holds.
 */
export function mayAskLocation(pathname: string): boolean {
  return !isWizardPage(pathname) && storage.get('locationBannerAnswered') !== '1';
}

/** The banner was answered or closed: it does not come back on this device, whatever session it starts. */
export function rememberLocationAnswered(): void {
  storage.set('locationBannerAnswered', '1');
}
