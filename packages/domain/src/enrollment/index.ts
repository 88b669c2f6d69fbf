export * from './required-tabs';
export * from './tab-data';
export * from './form-definitions';
export * from './step-fields';
export * from './personal-contact-steps';
export * from './wizard-routes';
export * from './enroller-code';
export * from './employer-step';
