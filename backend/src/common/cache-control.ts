/** Reference data, the same for every owner (the catalog, the dealer directory): the browser may keep it 5 minutes (spec §9). */
export const REFERENCE_DATA_CACHE = 'private, max-age=300';
