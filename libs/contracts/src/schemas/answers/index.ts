// The API's answers, one zod schema each: the contract types are their `z.infer`, the OpenAPI document is made from them.
export * from './lemon-watch';
export * from './vehicle';
export * from './dealer';
export * from './document';
export * from './visit';
export * from './claim';
export * from './notification';
export * from './catalog';
export * from './account';
export * from './calendar';
export * from './correspondence';
export * from './buyback';
export * from './share-link';
export * from './household';
