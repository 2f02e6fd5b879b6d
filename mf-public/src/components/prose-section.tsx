import { useId, type ReactNode } from 'react';

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
