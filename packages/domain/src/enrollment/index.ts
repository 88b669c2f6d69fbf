export * from './required-tabs';
export * from './tab-data';
