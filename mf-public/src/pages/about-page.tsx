import { Link } from '@dct/router';
import { buttonClass } from '@dct/ui';
import { ProsePage } from '../components/prose-page';
import { ProseSection } from '../components/prose-section';

/** Spec §2: static text about the product. */
export function AboutPage() {
  return (
    <ProsePage
      title="About Downtime Claim Tracker"
      intro={<>We help vehicle owners document the days their cars spend at the dealer and recover fair compensation for them.</>}
    >
      <ProseSection title="Our mission">
        <p>
          When a car goes in for a repair, its owner loses more than a ride. The payments, insurance and plans keep going while the car sits in the service bay,
          sometimes for days or weeks. Many dealers and manufacturers offer goodwill compensation for that downtime, but only to owners who ask, and asking
          works best with clear records.
        </p>
        <p>Our mission is simple: make it easy for every owner to document downtime and recover what it cost them.</p>
      </ProseSection>

      <ProseSection title="What it does">
        <ul>
          <li>
            <strong>Vehicles:</strong> keep a list of your vehicles, look them up by VIN or by year, make and model.
          </li>
          <li>
            <strong>Service visits:</strong> record each dealer visit and how many days your vehicle was out of service.
          </li>
          <li>
            <strong>Claims:</strong> value the downtime, create a compensation claim tied to the visit and send it to the dealer with a PDF statement.
          </li>
          <li>
            <strong>AI assistant:</strong> read the details off a repair order, value downtime, draft a letter and triage the dealer’s reply.
          </li>
          <li>
            <strong>Dealerships:</strong> find dealerships near you when you need service.
          </li>
        </ul>
      </ProseSection>

      <ProseSection title="Who it is for">
        <p>
          Downtime Claim Tracker is built for vehicle owners: people who rely on their car every day and want to be treated fairly when it spends too long at
          the dealer. It helps you keep organized records; it does not guarantee that a dealer will pay, and it is not legal advice.
        </p>
      </ProseSection>

      <ProseSection title="Get in touch">
        <p>Questions, feedback or partnership ideas? We would love to hear from you.</p>
        <p>
          <Link to="/contact" className={buttonClass('default')}>
            Contact us
          </Link>
        </p>
      </ProseSection>
    </ProsePage>
  );
}
