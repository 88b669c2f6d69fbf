import type { OpenType } from '@benefit-store/domain';

/**
 * The landing wrapper's three pages (spec 000 §2 Routes): open enrollment, a rep's ("agent open")
 * or a group's ("group open"), picked from the stored open_type. They share the wizard; the
 * heading speaks for the rep or the group.
 */
export type LandingVariant = 'open-enrollment' | 'agent-open' | 'group-open';

export function landingVariantOf(openType: OpenType | null): LandingVariant {
  if (openType === 'agent') return 'agent-open';
  if (openType === 'group') return 'group-open';
  return 'open-enrollment';
}

export interface FinderCopy {
  title: string;
  intro: string;
}

export function finderCopyOf(variant: LandingVariant, brandName: string): FinderCopy {
  switch (variant) {
    case 'agent-open':
      return {
        title: `Get your plans from ${brandName}`,
        intro: 'Answer six quick questions and see the plans and monthly prices your advisor offers you.',
      };
    case 'group-open':
      return {
        title: `${brandName} benefits`,
        intro: 'Answer six quick questions and see the plans your employer makes available to you.',
      };
    case 'open-enrollment':
      return {
        title: 'Find plans that fit you',
        intro: 'Answer six quick questions and see the plans and monthly prices available to you.',
      };
  }
}
