export * from './blackout';
export * from './calendar';
export * from './effective-dates';
export * from './us-date';
