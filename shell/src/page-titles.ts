/**
 * The browser tab's title of each page, by the path in the route tables (routes.tsx). A test
 * checks every path there has one.
 */
export const PAGE_TITLES: Readonly<Record<string, string>> = {
  '/': 'Dashboard',
  '/sign-in': 'Sign in',
  '/sign-up': 'Create account',
  '/sign-out': 'Sign out',
  '/terms': 'Terms of Service',
  '/privacy': 'Privacy Policy',
  '/contact': 'Contact',
  '/about': 'About',
  '/forgot-password': 'Forgot password',
  '/reset-password': 'Reset password',
  '/confirm-email': 'Confirm your address',
  '/settings': 'Settings',
  '/notifications': 'Notifications',
  '/trash': 'Trash',
  '/vehicles': 'Vehicles',
  '/vehicles/:id': 'Vehicle',
  '/vehicles/:id/edit': 'Edit Vehicle',
  '/vehicle-search': 'Vehicle Management',
  '/visits': 'Service Visits',
  '/visits/new': 'New Service Visit',
  '/visits/:id': 'Visit Details',
  '/claims': 'Claims',
  '/claims/new': 'New Claim',
  '/claims/:id': 'Claim Details',
};

export const NOT_FOUND_TITLE = 'Page not found';
