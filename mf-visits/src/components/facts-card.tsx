import type { ReactNode } from 'react';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@dct/ui';

export type FactRow = [label: string, value: ReactNode];

/** A detail card: its title, label and value rows (a missing value reads 'Not specified'), and actions. */
export function FactsCard({ title, rows, children }: { title: string; rows: readonly FactRow[]; children?: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="facts">
          {rows.map(([label, value]) => (
            <div key={label} className="fact">
              <dt>{label}</dt>
              <dd>{value === null || value === undefined || value === '' ? <span className="muted">Not specified</span> : value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
      {children && <CardFooter>{children}</CardFooter>}
    </Card>
  );
}
