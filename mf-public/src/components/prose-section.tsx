import { useId, type ReactNode } from 'react';
import { Link } from '@dct/router';
import { SupportEmailLink } from './support-email-link';

/** One titled section of a static text page (terms, privacy, about). */
export function ProseSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}

/** The last section of a policy page: where to ask about it, after the `question` ("Questions about these terms?"). */
export function ContactUsSection({ title, question }: { title: string; question: string }) {
  return (
    <ProseSection title={title}>
      <p>
        {question} <Link to="/contact">Contact us</Link> or e-mail <SupportEmailLink />.
      </p>
    </ProseSection>
  );
}
