// The pages this remote exposes to the shell as './routes'.
export { AboutPage } from './pages/about-page';
export { ContactPage } from './pages/contact-page';
export { LandingPage } from './pages/landing-page';
export { PrivacyPage } from './pages/privacy-page';
export { SignInPage } from './pages/sign-in-page';
export { TermsPage } from './pages/terms-page';
