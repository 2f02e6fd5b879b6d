// Every page this remote exposes, listed once. The shell mounts them by name through './routes';
// the standalone dev page (bootstrap.tsx) and the single-spa parcels ('./parcel') are built from it.
import { defineRoutes, deferredPage } from '@dct/ui';
import { LandingPage } from './pages/landing-page';

// The landing comes with the routes (it is the first page most visitors see); the others load when opened.
const AboutPage = deferredPage(() => import('./pages/about-page').then((module) => module.AboutPage));
const ConfirmEmailPage = deferredPage(() => import('./pages/confirm-email-page').then((module) => module.ConfirmEmailPage));
const ContactPage = deferredPage(() => import('./pages/contact-page').then((module) => module.ContactPage));
const ForgotPasswordPage = deferredPage(() => import('./pages/forgot-password-page').then((module) => module.ForgotPasswordPage));
const PrivacyPage = deferredPage(() => import('./pages/privacy-page').then((module) => module.PrivacyPage));
const ResetPasswordPage = deferredPage(() => import('./pages/reset-password-page').then((module) => module.ResetPasswordPage));
const SignInPage = deferredPage(() => import('./pages/sign-in-page').then((module) => module.SignInPage));
const SignUpPage = deferredPage(() => import('./pages/sign-in-page').then((module) => module.SignUpPage));
const SharedFilePage = deferredPage(() => import('./pages/shared-file-page').then((module) => module.SharedFilePage));
const TermsPage = deferredPage(() => import('./pages/terms-page').then((module) => module.TermsPage));

export const routes = defineRoutes([
  { name: 'landing', path: '/', Component: LandingPage },
  { name: 'signIn', path: '/sign-in', Component: SignInPage },
  { name: 'signUp', path: '/sign-up', Component: SignUpPage },
  { name: 'terms', path: '/terms', Component: TermsPage },
  { name: 'privacy', path: '/privacy', Component: PrivacyPage },
  { name: 'contact', path: '/contact', Component: ContactPage },
  { name: 'about', path: '/about', Component: AboutPage },
  { name: 'forgotPassword', path: '/forgot-password', Component: ForgotPasswordPage },
  { name: 'resetPassword', path: '/reset-password', Component: ResetPasswordPage },
  { name: 'confirmEmail', path: '/confirm-email', Component: ConfirmEmailPage },
  { name: 'sharedFile', path: '/share/:token', Component: SharedFilePage },
]);
