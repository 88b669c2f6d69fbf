import { savedTabRoute, type ContinueResult } from '@benefit-store/domain';
import { NEW_ENROLLMENT_MODE, storage } from '@/lib/storage';

/**
 * A continued enrollment becomes this browser's session (spec 001 §4 "Continue and resume"):
 * its tempId with the rep, group, portal, landing mode and process it was saved under (storage was
 * cleared on entering the page). Answers the page of the saved tab, where the enrollment resumes.
 */
export function resumeSession({ enrollment_id, saved_tab, others }: ContinueResult): string {
  storage.set('tempId', enrollment_id);
  storage.setOrRemove('agent_id', others.agent_id);
  storage.setOrRemove('group_id', others.group_id);
  storage.setOrRemove('portal_id', others.platform_group_id);
  storage.setOrRemove('open_type', others.open_type);
  storage.setOrRemove('eprocess', others.eprocess);
  storage.setOrRemove('enroll_type', others.enroll_type);
  // Past the cart, the wizard runs as after checkout.
  storage.setOrRemove('enrollment_mode', saved_tab === 'cart_info' ? null : NEW_ENROLLMENT_MODE);
  return savedTabRoute(saved_tab);
}
