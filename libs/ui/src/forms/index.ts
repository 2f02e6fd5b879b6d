// @dct/ui/forms: the form hook, apart from the rest of libs/ui so react-hook-form loads with the
// first form, not with every page.
export * from './use-api-form';
