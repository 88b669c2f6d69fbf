export * from './blackout';
export * from './calendar';
export * from './effective-dates';
export * from './store-day';
export * from './us-date';
