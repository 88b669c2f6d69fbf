export * from './parties';
export * from './sites';
export * from './catalog';
export * from './members';
export * from './enrollment';
export * from './engagement';
export * from './limits';
export * from './audit';
