import type { Tier } from '@benefit-store/domain';

/** Who the plan finder's questions are put to: the shopper about themselves, or a rep or group administrator about the member they enroll. */
export type FilterAudience = 'self' | 'member';

export interface FilterQuestions {
  zip: { label: string; description: string };
  dob: { label: string; description: string };
  gender: { label: string; description: string };
  tier: { label: string; description: string; hints: Record<Tier, string> };
  categories: { label: string; description: string };
  coverage: { label: string; description: string };
}

/** The plan finder's questions, worded for the person being enrolled (docs/decisions/0041). */
export const FILTER_QUESTIONS: Record<FilterAudience, FilterQuestions> = {
  self: {
    zip: { label: 'What is your zip code?', description: 'Plans and prices depend on where you live.' },
    dob: { label: 'What is your date of birth?', description: 'Type it as mm/dd/yyyy. You must be 18 or older to buy a plan.' },
    gender: { label: 'What is your gender?', description: 'Some plans are priced by gender.' },
    tier: {
      label: 'Who do you want to enroll for?',
      description: 'Choose who the plans should cover.',
      hints: { IO: 'Just me', IS: 'Me and my spouse', IC: 'Me and my children', IF: 'Me, my spouse and my children' },
    },
    categories: { label: 'Which plan types are you interested in?', description: 'Choose all that apply.' },
    coverage: { label: 'What matters most in your coverage?', description: 'Choose all that apply. We will put the best matches first.' },
  },
  member: {
    zip: { label: "What is the member's zip code?", description: 'Plans and prices depend on where the member lives.' },
    dob: {
      label: "What is the member's date of birth?",
      description: 'Type it as mm/dd/yyyy. The member must be 18 or older to buy a plan.',
    },
    gender: { label: "What is the member's gender?", description: 'Some plans are priced by gender.' },
    tier: {
      label: 'Who will the plans cover?',
      description: 'Choose who the member wants covered.',
      hints: {
        IO: 'The member alone',
        IS: 'The member and their spouse',
        IC: 'The member and their children',
        IF: 'The member, their spouse and their children',
      },
    },
    categories: { label: 'Which plan types is the member interested in?', description: 'Choose all that apply.' },
    coverage: {
      label: "What matters most in the member's coverage?",
      description: 'Choose all that apply. We will put the best matches first.',
    },
  },
};
