import { paths } from './paths';

/**
 * Links to the store's companion applications (dashboards, registrations, videos). Each site
 * may point them elsewhere through a site setting of the same key; the fallbacks are the
 * store's own placeholders on the reserved `.example` domain until real targets are configured.
 */
export interface ExternalLink {
  label: string;
  /** Site-setting key whose value overrides the fallback URL. */
  settingKey: string;
  fallback: string;
}

const link = (label: string, settingKey: string, fallback: string): ExternalLink => ({ label, settingKey, fallback });

/** The store's own staff sign-in, where reps and group administrators land without a configured dashboard. */
const STAFF_SIGN_IN = paths.signIn();

/** Header app-launcher (spec 000 §2 Header), shown on every host but the lifestyle host. */
export const APP_LAUNCHER_LINKS: readonly ExternalLink[] = [
  link('Admin', 'launcher_admin_url', 'https://admin.benefitstore.example/'),
  link('Message center', 'launcher_message_center_url', 'https://messages.benefitstore.example/'),
  link('File Management', 'launcher_file_management_url', 'https://files.benefitstore.example/'),
  link('Dashboard Rep', 'launcher_dashboard_rep_url', STAFF_SIGN_IN),
  link('Dashboard Member', 'launcher_dashboard_member_url', 'https://members.benefitstore.example/dashboard'),
  link('Dashboard Group', 'launcher_dashboard_group_url', STAFF_SIGN_IN),
  link('Ticket Management', 'launcher_ticket_management_url', 'https://support.benefitstore.example/tickets'),
  link('SSO', 'launcher_sso_url', 'https://sso.benefitstore.example/'),
  link('Rep Registration', 'launcher_rep_registration_url', 'https://reps.benefitstore.example/register'),
  link('Member Registration', 'launcher_member_registration_url', 'https://members.benefitstore.example/register'),
  link('Group Registration', 'launcher_group_registration_url', 'https://groups.benefitstore.example/register'),
];

/** Footer link columns (spec 000 §2 Footer). */
export const FOOTER_LINKS = {
  repRegistration: link('Rep Registration', 'footer_rep_registration_url', 'https://reps.benefitstore.example/register'),
  repDashboard: link('Rep Dashboard', 'footer_rep_dashboard_url', STAFF_SIGN_IN),
  memberLogin: link('Member Login', 'footer_member_login_url', 'https://members.benefitstore.example/login'),
  memberDashboard: link('Member Dashboard', 'footer_member_dashboard_url', 'https://members.benefitstore.example/dashboard'),
  howToEnrollVideo: link('How to Enroll (video)', 'footer_how_to_enroll_video_url', 'https://videos.benefitstore.example/how-to-enroll'),
  groupApplication: link('Group Application', 'footer_group_application_url', 'https://groups.benefitstore.example/apply'),
  groupLogin: link('Group Login', 'footer_group_login_url', STAFF_SIGN_IN),
  groupHowToVideo: link('How it Works (video)', 'footer_group_video_url', 'https://videos.benefitstore.example/for-employers'),
} as const satisfies Record<string, ExternalLink>;

export function resolveLink(target: ExternalLink, settings: ReadonlyMap<string, string>): string {
  return settings.get(target.settingKey)?.trim() || target.fallback;
}
