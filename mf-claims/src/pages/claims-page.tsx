import { PageHeader } from '@dct/ui';

export function ClaimsPage() {
  return (
    <div className="container page">
      <PageHeader title="Claims" subtitle="Downtime compensation claims and their status" />
    </div>
  );
}
