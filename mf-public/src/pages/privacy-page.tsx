import { Link } from '@dct/router';
import { ProsePage } from '../components/prose-page';
import { ContactUsSection, ProseSection } from '../components/prose-section';

/** Spec §2: static text; claim records are kept 7 years; not for children under 16. */
export function PrivacyPage() {
  return (
    <ProsePage
      title="Privacy Policy"
      intro={
        <>
          This policy explains what Downtime Claim Tracker collects when you use the Service, why we collect it, who we share it with and the choices you have.
        </>
      }
    >
      <ProseSection title="What we collect">
        <ul>
          <li>
            <strong>Account details:</strong> your name, e-mail address and sign-in information.
          </li>
          <li>
            <strong>Vehicle details:</strong> year, make, model, trim, VIN, purchase date, monthly payment and MSRP.
          </li>
          <li>
            <strong>Service records:</strong> dealer visits, dates in and out, issues, loaner information, notes and the repair orders, photos and other
            documents you upload.
          </li>
          <li>
            <strong>Claims:</strong> the amounts you ask for, the contact e-mail you give, the letters you draft and their status.
          </li>
          <li>
            <strong>Messages:</strong> what you send us through the contact form, and dealer replies you paste into the AI assistant.
          </li>
          <li>
            <strong>Technical data:</strong> basic logs such as your IP address, browser type and the time of requests, used to keep the Service secure and
            working.
          </li>
        </ul>
      </ProseSection>

      <ProseSection title="How we use it">
        <ul>
          <li>to run the Service: keep your records, count days out of service and value downtime;</li>
          <li>to produce PDF statements and send your claims when you ask us to;</li>
          <li>to read repair orders and dealer replies with the AI assistant when you use it;</li>
          <li>to answer your messages and support requests;</li>
          <li>to keep the Service secure, prevent abuse and meet our legal obligations.</li>
        </ul>
        <p>We do not sell your personal information and we do not use it for advertising.</p>
      </ProseSection>

      <ProseSection title="Sharing with dealers and others">
        <p>
          We share your information with a dealer <strong>only when you send a claim</strong> to that dealer, and then only what the claim contains. We also use
          trusted service providers (for hosting, e-mail delivery and AI processing) who handle data on our behalf under contract and may not use it for
          anything else. We may disclose information when the law requires it.
        </p>
      </ProseSection>

      <ProseSection title="How long we keep it">
        <p>
          <strong>Claim records are kept 7 years</strong>, so that you have a history of what you asked for and what the dealer answered, and so that we can
          meet record-keeping obligations. Other account data is kept while your account is open and deleted within a reasonable time after you close it, unless
          the law requires us to keep it longer.
        </p>
      </ProseSection>

      <ProseSection title="Security">
        <p>
          We protect your data with reasonable technical and organizational measures, such as encrypted connections and access controls. No service can be
          perfectly secure, so please use a strong password and tell us if you notice anything unusual on your account.
        </p>
      </ProseSection>

      <ProseSection title="Your rights">
        <p>
          You can see and correct most of your information in the app. You can also ask us for a copy of your data, ask us to delete it or object to how we use
          it, subject to the retention period above and to the law where you live. <Link to="/contact">Contact us</Link> to make a request.
        </p>
      </ProseSection>

      <ProseSection title="Cookies">
        <p>
          We use <strong>one session cookie only</strong>, to keep you signed in. We do not use advertising or tracking cookies.
        </p>
      </ProseSection>

      <ProseSection title="Children">
        <p>
          The Service is <strong>not for children under 16</strong>. We do not knowingly collect information from anyone under 16; if you believe a child has
          given us information, contact us and we will delete it.
        </p>
      </ProseSection>

      <ProseSection title="Changes to this policy">
        <p>We may update this policy from time to time. When we make a material change, we will tell you in the Service or by e-mail before it takes effect.</p>
      </ProseSection>

      <ContactUsSection title="Contact" question="Questions about your privacy?" />
    </ProsePage>
  );
}
