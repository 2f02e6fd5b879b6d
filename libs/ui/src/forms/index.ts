// @dct/ui/forms: the form hooks, apart from the rest of libs/ui so react-hook-form loads with the
// first form, not with every page. A form's fields (formFields, in ./schema-fields) are exported
// from @dct/ui itself: pages build a form's starting values before the form has loaded.
export * from './use-api-form';
export * from './use-schema-form';
export * from './schema-boxes';
export * from './form-boxes';
