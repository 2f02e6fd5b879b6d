import { useParams } from 'react-router-dom';
import { PageHeader } from '@dct/ui';

export function ClaimDetailPage() {
  const { id } = useParams();
  return (
    <div className="container page">
      <PageHeader title={`Claim #${id ?? ''}`} subtitle="Claim details, statement and dealer correspondence" />
    </div>
  );
}
