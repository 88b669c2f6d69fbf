export * from './catalog-file';
export * from './rate-file';
