export * from './required-tabs';
export * from './tab-data';
export * from './continue-refusal';
