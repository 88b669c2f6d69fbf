export * from './spec-texts';
export * from './wizard-texts';
