import { XSS_MARKER } from '../../apps/api/test/xss-payloads';

/** A Contact Rep question is plain text: the page must show its markup as words. */
export const PLANTED_QUESTION = `What is your name? <img src=x onerror="window.${XSS_MARKER}='chat'">`;

/** Site settings the web puts in links and frames (footer, app launcher, help panel, app stores, video). */
export const LINK_SETTING_KEYS = [
  'footer_rep_registration_url',
  'footer_member_login_url',
  'footer_how_to_enroll_video_url',
  'launcher_admin_url',
  'launcher_sso_url',
  'ticket_link',
  'app_store_url',
  'play_store_url',
  'association_video_url',
] as const;
