// `@dct/contracts/testing`: valid and invalid inputs for the API's tests, kept out of the pages' bundle.
export * from './vehicle-bad-inputs';
export * from './visit-bad-inputs';
export * from './repair-order-sample';
export * from './answer-fixture';
export * from './correspondence-bad-inputs';
export * from './triage-fixture';
