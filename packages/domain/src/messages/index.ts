export * from './spec-texts';
