// Money, dates and counts read the same on the pages as in what the server writes: one module, in contracts.
export { countOf, formatDate, formatMoney } from '@dct/contracts';
