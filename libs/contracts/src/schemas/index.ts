// `@dct/contracts/schemas`: the zod schemas the forms and the API validate with, kept out of the
// pages' first load (the root entry has no zod at run time; it re-exports these schemas' types).
export * from './fields';
export * from './account';
export * from './auth';
export * from './contact';
export * from './dealer';
export * from './vehicle';
export * from './visit';
export * from './claim';
export * from './claim-forms';
export * from './ai';
export * from './catalog';
export * from './notification';
export * from './push';
export * from './lemon-notice';
export * from './buyback';
export * from './case-packet';
export * from './answers';
export * from './answer-fields';
export * from './correspondence';
export * from './share-link';
export * from './household';
