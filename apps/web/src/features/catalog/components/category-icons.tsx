import type { PlanCategory } from '@benefit-store/domain';
import {
  IconBandage,
  IconBike,
  IconBriefcase,
  IconBuildingHospital,
  IconDental,
  IconEye,
  IconFirstAidKit,
  IconHeartbeat,
  IconHeartHandshake,
  IconPaw,
  IconPill,
  IconShieldPlus,
  IconStethoscope,
  type Icon,
} from '@tabler/icons-react';

export const CATEGORY_ICONS: Record<PlanCategory, Icon> = {
  dental: IconDental,
  vision: IconEye,
  medical: IconStethoscope,
  term_life: IconHeartHandshake,
  limitedmed: IconFirstAidKit,
  rx: IconPill,
  lifestyle: IconBike,
  supplemental: IconShieldPlus,
  di: IconBriefcase,
  critical: IconHeartbeat,
  accident: IconBandage,
  hospital: IconBuildingHospital,
  pet: IconPaw,
};
