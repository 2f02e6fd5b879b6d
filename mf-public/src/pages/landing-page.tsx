import { Bot, Calculator, Car, CreditCard, FileText, RotateCcw, ShieldCheck, Sparkles, Wrench, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from '@dct/router';
import { Badge, Button, Card, CardDescription, CardHeader, buttonClass } from '@dct/ui';
import { links } from '@dct/data';
import '../public.css';

interface Feature {
  icon: LucideIcon;
  title: string;
  description: string;
}

const FEATURES: readonly Feature[] = [
  {
    icon: Car,
    title: 'Track your vehicles',
    description: 'Keep every car in one place with its VIN, purchase date, monthly payment and MSRP.',
  },
  {
    icon: Wrench,
    title: 'Record service visits',
    description: 'Log each dealer visit with the dates in and out, so the days out of service are counted for you.',
  },
  {
    icon: Calculator,
    title: 'Value downtime and file claims',
    description: 'Put a fair daily value on the time your car sat at the dealer and turn it into a goodwill claim.',
  },
  {
    icon: FileText,
    title: 'PDF statements e-mailed to the dealer',
    description: 'Send a clean PDF statement of your claim straight to the dealership from the app.',
  },
  {
    icon: Bot,
    title: 'An AI assistant on your side',
    description: 'It reads repair orders from a photo, drafts your letter and triages the dealer’s reply with next steps.',
  },
];

const STEPS = [
  { title: 'Add your vehicle', description: 'Enter the car once: year, make, model and VIN, plus what you pay for it each month.' },
  { title: 'Log the dealer visit', description: 'Record when the car went in and came out, the issue and whether you got a loaner.' },
  { title: 'File your claim', description: 'Value the downtime, send the statement to the dealer and track the answer.' },
] as const;

/** Sample marketing copy (spec §1 and §9): these figures are not computed. */
const STATS = [
  { value: '$1,240', label: 'average goodwill recovered' },
  { value: '9 days', label: 'average downtime documented' },
  { value: '2 hours', label: 'average response time to support' },
] as const;

function Hero() {
  return (
    <section className="hero" aria-labelledby="landing-title">
      <Badge variant="secondary" className="hero-eyebrow">
        <Sparkles aria-hidden />
        For vehicle owners
      </Badge>
      <h1 id="landing-title" className="hero-title">
        Get compensated for the days your car spends at the dealer
      </h1>
      <p className="hero-pitch">
        When your car sits in the service bay, you still pay for it. Downtime Claim Tracker helps you document every day out of service and ask the dealer for
        the goodwill compensation you are owed.
      </p>
      <div className="hero-actions">
        <Link to="/sign-up" className={buttonClass('default', 'lg')}>
          Create account
        </Link>
        <Button asChild size="lg" variant="outline">
          <a href={links.oidcSignIn()}>Sign in</a>
        </Button>
        <Link to="/about" className={buttonClass('ghost', 'lg')}>
          Learn more
        </Link>
      </div>
      <p className="hero-note">Free to sign up. No credit card required.</p>
    </section>
  );
}

/** One section of the pitch: a centred heading, an optional lead, then its content. */
function LandingSection({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="public-section" aria-labelledby={titleId}>
      <div className="section-heading">
        <h2 id={titleId} className="section-title">
          {title}
        </h2>
        {lead && <p className="section-lead">{lead}</p>}
      </div>
      {children}
    </section>
  );
}

function Features() {
  return (
    <LandingSection
      title="Everything you need to make your case"
      lead="From the first repair order to the dealer’s answer, your records stay organized and ready to send."
    >
      <ul className="feature-list grid grid-md-2 grid-lg-3">
        {FEATURES.map(({ icon: Icon, title, description }) => (
          <li key={title}>
            <Card className="feature-card">
              <CardHeader>
                <span className="icon-tile">
                  <Icon aria-hidden />
                </span>
                <h3 className="card-title">{title}</h3>
                <CardDescription>{description}</CardDescription>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

function HowItWorks() {
  return (
    <LandingSection title="How it works" lead="Three steps from a car stuck at the dealer to a claim in the dealer’s inbox.">
      <ol className="steps grid grid-lg-3">
        {STEPS.map(({ title, description }, index) => (
          <li key={title} className="card step">
            <span className="step-number" aria-hidden>
              {index + 1}
            </span>
            <h3 className="step-title">{title}</h3>
            <p className="muted">{description}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}

function Stats() {
  return (
    <LandingSection title="Owners who document, recover">
      <dl className="stats grid grid-md-2 grid-lg-3">
        {STATS.map(({ value, label }) => (
          <div key={label} className="card stat">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="footnote">Figures are illustrative.</p>
    </LandingSection>
  );
}

function Assurance() {
  return (
    <section className="public-section" aria-labelledby="assurance-title">
      <div className="assurance">
        <h2 id="assurance-title" className="assurance-title">
          Start free, with nothing to lose
        </h2>
        <ul className="assurance-list">
          <li>
            <CreditCard aria-hidden />
            Free sign-up, no credit card required
          </li>
          <li>
            <RotateCcw aria-hidden />
            14-day money-back guarantee
          </li>
          <li>
            <ShieldCheck aria-hidden />
            Your records stay private
          </li>
        </ul>
      </div>
    </section>
  );
}

/** The signed-out home page (spec §2): a hero with the sign-in link, then the pitch. */
export function LandingPage() {
  return (
    <div className="container page">
      <Hero />
      <Features />
      <HowItWorks />
      <Stats />
      <Assurance />
    </div>
  );
}
