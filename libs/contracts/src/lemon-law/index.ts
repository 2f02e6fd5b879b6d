export * from './us-states';
export * from './state-thresholds';
