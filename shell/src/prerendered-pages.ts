/**
 * The public pages served as markup to a request without a session (shell/prerender), by path,
 * with their page names in mf-public's route table. The server reads the same list from
 * dist/prerendered/ (one file per name).
 */
export const PRERENDERED_PAGES = {
  '/': 'landing',
  '/terms': 'terms',
  '/privacy': 'privacy',
  '/about': 'about',
} as const;
