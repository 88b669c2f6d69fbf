export * from './filter-schema';
export * from './validators';
export * from './typed-numbers';
export * from './phone';
export * from './card';
export * from './chat-answer';
