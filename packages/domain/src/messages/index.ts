export * from './spec-texts';
export * from './wizard-texts';
export * from './review-texts';
export * from './fee-texts';
export * from './member-link-texts';
export * from './signing-texts';
