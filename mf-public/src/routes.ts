// Every page this remote exposes, listed once. The shell mounts them by name through './routes';
// the standalone dev page (bootstrap.tsx) and the single-spa parcels ('./parcel') are built from it.
import { defineRoutes, deferredPageOf } from '@dct/ui';
import { LandingPage } from './pages/landing-page';

// The landing comes with the routes (it is the first page most visitors see); the others load when opened.
export const routes = defineRoutes([
  { name: 'landing', path: '/', Component: LandingPage },
  { name: 'signIn', path: '/sign-in', Component: deferredPageOf(() => import('./pages/sign-in-page'), 'SignInPage') },
  { name: 'signUp', path: '/sign-up', Component: deferredPageOf(() => import('./pages/sign-in-page'), 'SignUpPage') },
  { name: 'terms', path: '/terms', Component: deferredPageOf(() => import('./pages/terms-page'), 'TermsPage') },
  { name: 'privacy', path: '/privacy', Component: deferredPageOf(() => import('./pages/privacy-page'), 'PrivacyPage') },
  { name: 'contact', path: '/contact', Component: deferredPageOf(() => import('./pages/contact-page'), 'ContactPage') },
  { name: 'about', path: '/about', Component: deferredPageOf(() => import('./pages/about-page'), 'AboutPage') },
  { name: 'forgotPassword', path: '/forgot-password', Component: deferredPageOf(() => import('./pages/forgot-password-page'), 'ForgotPasswordPage') },
  { name: 'resetPassword', path: '/reset-password', Component: deferredPageOf(() => import('./pages/reset-password-page'), 'ResetPasswordPage') },
  { name: 'confirmEmail', path: '/confirm-email', Component: deferredPageOf(() => import('./pages/confirm-email-page'), 'ConfirmEmailPage') },
  { name: 'sharedFile', path: '/share/:token', Component: deferredPageOf(() => import('./pages/shared-file-page'), 'SharedFilePage') },
]);
