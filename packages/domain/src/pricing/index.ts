export * from './price-plan';
export * from './pricing-errors';
export * from './pricing-inputs';
