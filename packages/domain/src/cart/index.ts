export * from './cart-totals';
export * from './tier-label';
