export * from './price-plan';
export * from './pricing-errors';
export * from './pricing-inputs';
export * from './listing-price';
export * from './plan-scope';
