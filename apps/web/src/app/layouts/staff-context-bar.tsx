import { useLocation } from 'react-router';
import { staffPageRole } from '@/config/paths';
import { useStaffSession } from '@/features/accounts/api/get-staff-session';
import { StaffBar } from '@/features/accounts/components/staff-bar';
import { useStoredSession } from '@/lib/use-stored-session';
import { useEnrollingFor } from './enrolling-for';

/**
 * The 'Signed in as' bar on every page of a rep's or group administrator's process (their homes,
 * plans, cart, the wizard): who is signed in and whom they are enrolling. Shoppers never ask for
 * the session; a stale process without a session shows nothing.
 */
export function StaffContextBar() {
  const { eprocess } = useStoredSession();
  const { pathname } = useLocation();
  const session = useStaffSession(eprocess === 'rep' || eprocess === 'group').data;
  const enrollingFor = useEnrollingFor();
  if (!session) return null;
  const isOwnPage = staffPageRole(pathname) !== null;
  return <StaffBar session={session} enrollingFor={isOwnPage ? null : enrollingFor} isOwnPage={isOwnPage} />;
}
