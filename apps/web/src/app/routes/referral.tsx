import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { FilterForm } from '@/features/landing';
import { changeFilterInfo } from '@/lib/calls/change-filter-info';
import { ReferralLanding, ReferralSecondStep } from '@/features/referral';

/**
 * /referrals?rid= : the referral landing. Step one is the one-form filter; step two asks gender and
 * tobacco use and saves them onto the new enrollment; then the plans list opens.
 */
export function ReferralRoute() {
  const navigate = useNavigate();
  const [saved, setSaved] = useState<{ tempId: string; gender: string } | null>(null);
  return (
    <ReferralLanding>
      {saved === null ? (
        <FilterForm columns={2} onSaved={(tempId, filter) => setSaved({ tempId, gender: filter.gender })} />
      ) : (
        <ReferralSecondStep
          defaultGender={saved.gender}
          onSubmit={async (answers) => {
            await changeFilterInfo(saved.tempId, answers);
            void navigate(paths.plans());
          }}
        />
      )}
    </ReferralLanding>
  );
}
