export * from './qualifying-answers';
export * from './carrier-answers';
export * from './tobacco-answer';
