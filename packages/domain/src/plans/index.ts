export * from './qualifying-answers';
export * from './carrier-answers';
