export * from './required-tabs';
