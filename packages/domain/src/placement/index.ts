export * from './parties';
export * from './portals';
export * from './referral-link';
export * from './enroll-type';
export type { PlacementOutcome } from './outcome';
export * from './place-new-shopper';
export * from './change-placement';
export * from './existing-member';
