export * from './age';
export * from './check-add-to-cart';
