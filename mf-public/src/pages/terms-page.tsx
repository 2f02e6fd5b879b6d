import { ProsePage } from '../components/prose-page';
import { ContactUsSection, ProseSection } from '../components/prose-section';

/** Spec §2: static text; liability capped at the greater of 12 months of payments or $100, US law, arbitration. */
export function TermsPage() {
  return (
    <ProsePage
      title="Terms of Service"
      intro={
        <>
          These terms govern your use of Downtime Claim Tracker (the “Service”). By creating an account or using the Service, you agree to them. If you do not
          agree, please do not use the Service.
        </>
      }
    >
      <ProseSection title="1. The Service">
        <p>
          Downtime Claim Tracker helps vehicle owners keep a record of their vehicles, the service visits those vehicles make to dealers and the days they spend
          out of service. It lets you value that downtime, prepare goodwill compensation claims, produce PDF statements and send them to a dealer, and use an AI
          assistant that reads repair orders and helps you understand dealer replies.
        </p>
      </ProseSection>

      <ProseSection title="2. Your account">
        <ul>
          <li>You must give accurate information when you sign up and keep it up to date.</li>
          <li>You are responsible for keeping your sign-in details secret and for everything done with your account.</li>
          <li>Tell us straight away if you believe someone else has used your account.</li>
          <li>You must be at least 16 years old to use the Service.</li>
        </ul>
      </ProseSection>

      <ProseSection title="3. Your content">
        <p>
          You keep ownership of everything you add to the Service, such as vehicle details, visit records, repair orders, photos and claims. You give us
          permission to store, process and display that content only as needed to run the Service for you, including sending a claim to a dealer when you ask us
          to. You confirm that you have the right to upload it and that it is accurate to the best of your knowledge.
        </p>
      </ProseSection>

      <ProseSection title="4. Acceptable use">
        <p>You agree not to:</p>
        <ul>
          <li>submit claims or documents you know to be false, altered or misleading;</li>
          <li>use the Service to harass, threaten or spam dealers or anyone else;</li>
          <li>try to access accounts or data that are not yours, or disrupt or overload the Service;</li>
          <li>copy, resell or reverse engineer the Service, except where the law allows it.</li>
        </ul>
      </ProseSection>

      <ProseSection title="5. No legal or financial advice">
        <p>
          The Service helps you document downtime and ask for compensation. It does not guarantee that a dealer or manufacturer will pay any amount, and nothing
          in it is legal, financial or professional advice. Downtime values, drafted letters and AI suggestions are estimates to help you; you decide what to
          send. For advice about your rights, talk to a qualified professional.
        </p>
      </ProseSection>

      <ProseSection title="6. Payments and refunds">
        <p>Signing up is free and needs no credit card. If you buy a paid plan, you may ask for a full refund within 14 days of your first payment.</p>
      </ProseSection>

      <ProseSection title="7. Disclaimer">
        <p>
          The Service is provided “as is” and “as available”. To the extent the law allows, we disclaim all warranties, express or implied, including warranties
          of merchantability, fitness for a particular purpose and non-infringement. We do not promise that the Service will be uninterrupted or error-free.
        </p>
      </ProseSection>

      <ProseSection title="8. Limitation of liability">
        <p>
          To the extent the law allows, we are not liable for any indirect, incidental, special, consequential or punitive damages, or for lost profits, revenue
          or data. <strong>Our total liability</strong> for any claim arising out of or relating to these terms or the Service{' '}
          <strong>is capped at the greater of 12 months of payments</strong> you made to us for the Service before the event giving rise to the claim{' '}
          <strong>or $100</strong>.
        </p>
      </ProseSection>

      <ProseSection title="9. Termination">
        <p>
          You may stop using the Service and close your account at any time. We may suspend or close an account that breaks these terms or puts the Service or
          other people at risk. Sections that by their nature should survive termination, including those on liability and disputes, continue to apply.
        </p>
      </ProseSection>

      <ProseSection title="10. Governing law and disputes">
        <p>
          These terms are governed by the laws of the United States of America (US law), without regard to conflict of law rules. Any dispute arising out of or
          relating to these terms or the Service will be resolved by <strong>binding arbitration</strong> on an individual basis rather than in court, except
          that either party may bring an eligible claim in small claims court. You and we each waive the right to a jury trial and to take part in a class
          action.
        </p>
      </ProseSection>

      <ProseSection title="11. Changes to these terms">
        <p>
          We may update these terms from time to time. When we make a material change, we will tell you in the Service or by e-mail before it takes effect. If
          you keep using the Service after that, you accept the updated terms.
        </p>
      </ProseSection>

      <ContactUsSection title="12. Contact" question="Questions about these terms?" />
    </ProsePage>
  );
}
