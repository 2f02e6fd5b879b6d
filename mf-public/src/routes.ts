// Every page this remote exposes, listed once. The shell mounts them by name through './routes';
// the standalone dev page (bootstrap.tsx) and the single-spa parcels ('./parcel') are built from it.
import { defineRoutes } from '@dct/ui';
import { AboutPage } from './pages/about-page';
import { ContactPage } from './pages/contact-page';
import { ForgotPasswordPage } from './pages/forgot-password-page';
import { LandingPage } from './pages/landing-page';
import { PrivacyPage } from './pages/privacy-page';
import { ResetPasswordPage } from './pages/reset-password-page';
import { SignInPage, SignUpPage } from './pages/sign-in-page';
import { TermsPage } from './pages/terms-page';

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
]);
