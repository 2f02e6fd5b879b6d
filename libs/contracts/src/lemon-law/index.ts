// `@dct/contracts/lemon-law`: the computation and the state tables, for the backend and tests.
export * from './us-states';
export * from './state-thresholds';
export * from './business-days';
export * from './defects';
export * from './lemon-watch-types';
export * from './lemon-watch';
export * from './watch-progress';
export * from './lemon-notice-types';
export * from './lemon-notice';
export * from './deadline-kinds';
export * from './deadlines';
export * from './buyback-types';
export * from './buyback';
