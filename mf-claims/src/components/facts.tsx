import type { ReactNode } from 'react';

/** One term of a `<dl className="facts">`; nothing at all when there is no value to show. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '' || children === false) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}
