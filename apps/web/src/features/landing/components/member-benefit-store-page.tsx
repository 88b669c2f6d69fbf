import { MEMBER_BENEFIT_STORE_GROUP_ID, TierSchema } from '@benefit-store/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageStatus } from '@/components/ui/page-status';
import { paths } from '@/config/paths';
import { storage } from '@/lib/storage';
import { addFilterForMember } from '@/lib/calls/add-filter-for-member';

/**
 * /member-benefit-store/{id}/{tier}?t={member link token} (spec 000 §2, §9; DESIGN §3 "Member
 * links"): no page of its own. It starts the member's enrollment with the tier (the token proves
 * the link; the server then knows this browser, so the token is kept nowhere), stores the fixed
 * group 1929 and the enrollment, and opens the plans list; a link that names no member or tier,
 * or whose token is missing, expired or revoked, goes to /404.
 */
export function MemberBenefitStorePage() {
  const { id = '', tier = '' } = useParams();
  const [search] = useSearchParams();
  const memberToken = search.get('t') ?? undefined;
  const navigate = useNavigate();
  const { mutate } = useMutation({ mutationFn: addFilterForMember });
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    const knownTier = TierSchema.safeParse(tier.toUpperCase());
    if (!id || !knownTier.success) {
      void navigate(paths.notFound, { replace: true });
      return;
    }
    mutate(
      { user_id: id, tier: knownTier.data, member_token: memberToken },
      {
        onSuccess: (started) => {
          storage.set('group_id', MEMBER_BENEFIT_STORE_GROUP_ID);
          storage.set('tempId', started.temp_enrollment_id);
          storage.setOrRemove('portal_id', started.portal_id);
          storage.set('isFilterDataSubmitted', 'true');
          void navigate(paths.plans(), { replace: true });
        },
        onError: () => void navigate(paths.notFound, { replace: true }),
      },
    );
  }, [id, tier, memberToken, mutate, navigate]);

  return <PageStatus label="Preparing your plans…" />;
}
