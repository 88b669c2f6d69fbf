export * from './cart-totals';
export * from './tier-label';
export * from './plan-option';
