import { PageHeader } from '@dct/ui';

export function NewVisitPage() {
  return (
    <div className="container page">
      <PageHeader title="Add New Service Visit" subtitle="Record a dealer visit and how long the vehicle was out of service" />
    </div>
  );
}
