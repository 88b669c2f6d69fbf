export * from './recommendable';
export * from './rank-recommendations';
