import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { FilterForm } from '@/features/landing';
import { ReferralLanding } from '@/features/referral';

/** /referrals?rid= : the referral landing with the one-form filter; a saved filter opens the plans list. */
export function ReferralRoute() {
  const navigate = useNavigate();
  return (
    <ReferralLanding>
      <FilterForm columns={2} onSaved={() => void navigate(paths.plans())} />
    </ReferralLanding>
  );
}
