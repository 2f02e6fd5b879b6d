export * from './limits';
export * from './fields';
export * from './messages';
export * from './api';
export * from './auth';
export * from './vehicle';
export * from './vehicle-bad-inputs';
export * from './contact';
