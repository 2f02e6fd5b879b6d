export * from './us-states';
export * from './state-thresholds';
export * from './business-days';
export * from './defects';
export * from './lemon-watch';
export * from './watch-progress';
