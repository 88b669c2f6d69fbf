import { resolveHomeRoute } from '@benefit-store/domain';
import { useHostContext } from '@/features/sites/use-host-context';
import { useStoredSession } from '@/lib/use-stored-session';

/** Home for this session by the home navigation rule (spec 000 §2). */
export function useHomeHref(): string {
  const { openType, referral, eprocess } = useStoredSession();
  const { isLifestyleHost } = useHostContext();
  return resolveHomeRoute({ openType, referral, eprocess, isLifestyleHost });
}
