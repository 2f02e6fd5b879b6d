import { PageHeader } from '@dct/ui';

export function VisitsPage() {
  return (
    <div className="container page">
      <PageHeader title="Service Visits" subtitle="Track service visits and the days your vehicles spend out of service" />
    </div>
  );
}
