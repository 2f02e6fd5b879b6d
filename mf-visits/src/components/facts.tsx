import type { ReactNode } from 'react';

/** Label and value rows of a detail card; a missing value reads `empty`. */
export function Facts({ rows, empty = 'Not specified' }: { rows: ReadonlyArray<[label: string, value: ReactNode]>; empty?: string }) {
  return (
    <dl className="facts">
      {rows.map(([label, value]) => (
        <div key={label} className="fact">
          <dt>{label}</dt>
          <dd>{value === null || value === undefined || value === '' ? <span className="muted">{empty}</span> : value}</dd>
        </div>
      ))}
    </dl>
  );
}
