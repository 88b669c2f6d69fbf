/** What the app composes from the referral feature. */
export { ReferralLanding, type ReferralLandingProps } from './referral-landing';
export { ReferralSecondStep, type SecondStepAnswers } from './referral-second-step';
