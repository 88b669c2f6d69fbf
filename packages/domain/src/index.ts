export * from './codes/codes';
export * from './contract/envelope';
export * from './contract/shell';
export * from './money/money';
export * from './contract/accounts';
export * from './contract/engagement';
