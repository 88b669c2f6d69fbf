import { paths } from './paths';

/**
 * Links to the store's companion applications (dashboards, registrations, videos). Each comes
 * from the site setting of its key; a link whose setting is not configured is not shown, unless
 * the store has its own page for it (staff sign-in). Never a made-up address (docs/decisions/0040).
 */
export interface ExternalLink {
  label: string;
  /** Site-setting key holding the link's address. */
  settingKey: string;
  /** The store's own page for it, when it has one; null hides the link until the setting is configured. */
  fallback: string | null;
}

const link = (label: string, settingKey: string, fallback: string | null = null): ExternalLink => ({ label, settingKey, fallback });

/** The store's own staff sign-in, where reps and group administrators land without a configured dashboard. */
const STAFF_SIGN_IN = paths.signIn();

/** Header app-launcher (spec 000 §2 Header), shown on every host but the lifestyle host. */
export const APP_LAUNCHER_LINKS: readonly ExternalLink[] = [
  link('Admin', 'launcher_admin_url'),
  link('Message center', 'launcher_message_center_url'),
  link('File Management', 'launcher_file_management_url'),
  link('Dashboard Rep', 'launcher_dashboard_rep_url', STAFF_SIGN_IN),
  link('Dashboard Member', 'launcher_dashboard_member_url'),
  link('Dashboard Group', 'launcher_dashboard_group_url', STAFF_SIGN_IN),
  link('Ticket Management', 'launcher_ticket_management_url'),
  link('SSO', 'launcher_sso_url'),
  link('Rep Registration', 'launcher_rep_registration_url'),
  link('Member Registration', 'launcher_member_registration_url'),
  link('Group Registration', 'launcher_group_registration_url'),
];

/** Footer link columns (spec 000 §2 Footer). */
export const FOOTER_LINKS = {
  repRegistration: link('Rep Registration', 'footer_rep_registration_url'),
  repDashboard: link('Rep Dashboard', 'footer_rep_dashboard_url', STAFF_SIGN_IN),
  memberLogin: link('Member Login', 'footer_member_login_url'),
  memberDashboard: link('Member Dashboard', 'footer_member_dashboard_url'),
  howToEnrollVideo: link('How to Enroll (video)', 'footer_how_to_enroll_video_url'),
  groupApplication: link('Group Application', 'footer_group_application_url'),
  groupLogin: link('Group Login', 'footer_group_login_url', STAFF_SIGN_IN),
  groupHowToVideo: link('How it Works (video)', 'footer_group_video_url'),
} as const satisfies Record<string, ExternalLink>;

/** The link's address: its setting, else the store's own page, else null (not shown). */
export function resolveLink(target: ExternalLink, settings: ReadonlyMap<string, string>): string | null {
  return settings.get(target.settingKey)?.trim() || target.fallback;
}

/** The links that have an address, in order. */
export function configuredLinks(
  targets: readonly ExternalLink[],
  settings: ReadonlyMap<string, string>,
): { label: string; href: string }[] {
  return targets.flatMap((target) => {
    const href = resolveLink(target, settings);
    return href ? [{ label: target.label, href }] : [];
  });
}
