export * from './home-route';
export * from './saved-tab-route';
export * from './route-patterns';
