import { useNavigate, useSearchParams } from '@dct/router';
import { ClaimsPage } from './claims-page';

/** /claims/new?visit_id=…: the claims page with the New Claim dialog open on that visit (the visit card's Create Claim). */
export function NewClaimPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return <ClaimsPage newClaim={{ visitId: params.get('visit_id') ?? undefined, onClose: () => void navigate('/claims', { replace: true }) }} />;
}
