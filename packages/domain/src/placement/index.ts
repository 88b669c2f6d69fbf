export * from './parties';
export * from './portals';
export * from './referral-link';
export * from './enroll-type';
export * from './outcome';
export * from './place-new-shopper';
export * from './change-placement';
export * from './existing-member';
