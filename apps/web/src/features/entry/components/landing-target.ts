import { paths } from '@/config/paths';

/**
 * Where a confirmed code leads: the rep's or group's landing page (a full URL or a landing
 * page name), or the landing-config error when none is configured.
 */
export function landingTarget(landingUrl: string | null, enrollType: 'Agent' | 'Group'): { href: string; reload: boolean } {
  const value = landingUrl?.trim();
  if (!value) return { href: paths.landingConfigError(enrollType), reload: false };
  if (/^https?:\/\//i.test(value)) return { href: value, reload: true };
  return { href: paths.landing(value.replace(/^\/+/, '')), reload: true };
}
