import '@dct/ui/styles.css';
import { renderStandalone } from '@dct/ui';
import { AboutPage, ContactPage, LandingPage, PrivacyPage, SignInPage, TermsPage } from './routes';

renderStandalone('Public pages', [
  { path: '/', Component: LandingPage },
  { path: '/sign-in', Component: SignInPage },
  { path: '/terms', Component: TermsPage },
  { path: '/privacy', Component: PrivacyPage },
  { path: '/contact', Component: ContactPage },
  { path: '/about', Component: AboutPage },
]);
