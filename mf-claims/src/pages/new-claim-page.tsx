import { PageHeader } from '@dct/ui';

export function NewClaimPage() {
  return (
    <div className="container page">
      <PageHeader title="New Claim" subtitle="Create a downtime compensation claim for a service visit" />
    </div>
  );
}
