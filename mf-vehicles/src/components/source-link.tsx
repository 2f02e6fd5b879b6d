import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';

/** A link to where a rule comes from (a statute, a deadline's source), opened in a new tab and saying so to screen readers. */
export function SourceLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noreferrer">
      {children}
      <ExternalLink aria-hidden className="inline-icon" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
