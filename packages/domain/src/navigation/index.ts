export * from './home-route';
