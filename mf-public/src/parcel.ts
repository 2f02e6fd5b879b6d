// single-spa parcels of this remote's pages, exposed as './parcel' for embedding in other sites.
import '@dct/ui/styles.css';
import { createParcel } from '@dct/ui';
import { AboutPage, ContactPage, LandingPage, PrivacyPage, SignInPage, TermsPage } from './routes';

export const landing = createParcel(LandingPage);
export const signIn = createParcel(SignInPage);
export const terms = createParcel(TermsPage);
export const privacy = createParcel(PrivacyPage);
export const contact = createParcel(ContactPage);
export const about = createParcel(AboutPage);
