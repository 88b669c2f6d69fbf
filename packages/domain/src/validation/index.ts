export * from './filter-schema';
export * from './validators';
