import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, PageHeader } from '@dct/ui';
import { ContactForm } from '../components/contact-form';
import { SUPPORT_EMAIL } from '../components/support-email-link';
import '../public.css';

const SUPPORT_PHONE = '(555) 010-4242';

/** Spec §2: business hours are Mon-Fri 9-6 EST, Sat 10-2, Sun closed. */
const BUSINESS_HOURS = [
  { days: 'Monday - Friday', hours: '9:00 AM - 6:00 PM EST' },
  { days: 'Saturday', hours: '10:00 AM - 2:00 PM' },
  { days: 'Sunday', hours: 'Closed' },
] as const;

function ContactDetails() {
  return (
    <Card>
      <CardHeader>
        <h2 className="card-title">Contact details</h2>
        <CardDescription>Prefer to reach us directly? Use any of these.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="contact-list">
          <li>
            <Mail aria-hidden />
            <div>
              <div className="small muted">Email</div>
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </div>
          </li>
          <li>
            <Phone aria-hidden />
            <div>
              <div className="small muted">Phone</div>
              <a href="tel:+15550104242">{SUPPORT_PHONE}</a>
            </div>
          </li>
          <li>
            <MapPin aria-hidden />
            <div>
              <div className="small muted">Mailing address</div>
              <address>
                Downtime Claim Tracker
                <br />
                123 Main Street, Suite 400
                <br />
                Anytown, NY 10001
              </address>
            </div>
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}

function BusinessHours() {
  return (
    <Card>
      <CardHeader>
        <h2 className="card-title row">
          <Clock aria-hidden width={18} height={18} />
          Business hours
        </h2>
      </CardHeader>
      <CardContent>
        <ul className="hours-list">
          {BUSINESS_HOURS.map(({ days, hours }) => (
            <li key={days}>
              <strong>{days}:</strong> {hours}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** Spec §2 "Contact": a form, contact details and business hours. */
export function ContactPage() {
  return (
    <div className="container page">
      <PageHeader title="Contact Us" subtitle="Questions about a claim, your account or billing? Send us a message and we will get back to you." />
      <div className="contact-layout">
        <section aria-labelledby="contact-form-heading">
          <Card>
            <CardHeader>
              <h2 id="contact-form-heading" className="card-title">
                Send us a message
              </h2>
              <CardDescription>All fields are required.</CardDescription>
            </CardHeader>
            <CardContent>
              <ContactForm />
            </CardContent>
          </Card>
        </section>
        <aside className="stack" aria-label="Contact details and business hours">
          <ContactDetails />
          <BusinessHours />
        </aside>
      </div>
    </div>
  );
}
