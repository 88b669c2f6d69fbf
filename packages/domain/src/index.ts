export * from './codes/codes';
export * from './contract/envelope';
export * from './contract/shell';
export * from './money/money';
