export * from './quote-rules';
