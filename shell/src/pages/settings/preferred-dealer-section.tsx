import { Store } from 'lucide-react';
import { Link } from '@dct/router';
import { dealerLocality } from '@dct/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, toast } from '@dct/ui';
import { useCurrentUser, useDealer, useUpdateProfile } from '@dct/data';
import { ZipCodeField } from './zip-code-field';

const ClearedToast = { title: 'Preferred dealer cleared', description: 'New visits start with no dealer chosen, unless the vehicle has its own.' } as const;
const ClearFailedToast = { title: 'Error', description: 'Failed to clear the preferred dealer. Please try again.' } as const;

/** The account's preferred dealer (the default of every vehicle without its own; cleared here) and the ZIP code the dealer picker measures from. */
export function PreferredDealerSection() {
  const preferredId = useCurrentUser().data?.preferred_dealer_id ?? null;
  const dealer = useDealer(preferredId);
  const setPreferred = useUpdateProfile();
  const clear = () =>
    setPreferred.mutate(
      { preferred_dealer_id: null },
      { onSuccess: () => toast(ClearedToast), onError: () => toast({ variant: 'destructive', ...ClearFailedToast }) },
    );
  return (
    <Card role="region" aria-labelledby="settings-preferred-dealer">
      <CardHeader>
        <CardTitle id="settings-preferred-dealer" className="settings-title">
          <Store aria-hidden />
          Preferred dealer
        </CardTitle>
        <CardDescription>New visits start with it, for every vehicle that has no preferred dealer of its own.</CardDescription>
      </CardHeader>
      <CardContent>
        {preferredId ? (
          <div className="row preferred-dealer-row">
            <p>
              <strong>{dealer.data?.name ?? (dealer.isError ? 'This dealer could not be loaded' : 'Loading...')}</strong>
              {dealer.data && dealerLocality(dealer.data) && <span className="muted small"> · {dealerLocality(dealer.data)}</span>}
            </p>
            <Button variant="outline" size="sm" onClick={clear} disabled={setPreferred.isPending} aria-label="Clear your preferred dealer">
              {setPreferred.isPending ? 'Clearing...' : 'Clear'}
            </Button>
          </div>
        ) : (
          <p className="small muted">
            None. <Link to="/vehicle-search?tab=dealerships">Find a dealership</Link> and choose Set as Preferred Dealer.
          </p>
        )}
        <ZipCodeField />
      </CardContent>
    </Card>
  );
}
