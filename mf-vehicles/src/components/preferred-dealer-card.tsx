import { Store } from 'lucide-react';
import { Link } from '@dct/router';
import { dealerLocality, type Vehicle } from '@dct/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle, toast } from '@dct/ui';
import { useCanChangeRecords, useCurrentUser, useDealer, useUpdateVehicle } from '@dct/data';

/** Toasts of the preferred-dealer block (the vehicle form's words otherwise). */
const ClearedToast = { title: 'Preferred dealer cleared', description: 'New visits of this vehicle start with your preferred dealer.' } as const;
const ClearFailedToast = { title: 'Error', description: 'Failed to clear the preferred dealer. Please try again.' } as const;

/**
 * The vehicle's preferred dealer (its new visits start there) with a Clear button; without one,
 * the owner's preferred dealer (Settings, or 'Set as Preferred Dealer' on /vehicle-search) applies.
 */
export function PreferredDealerCard({ vehicle, editLink }: { vehicle: Vehicle; editLink: string }) {
  const own = useDealer(vehicle.preferred_dealer_id);
  const accountPreferredId = useCurrentUser().data?.preferred_dealer_id ?? null;
  const account = useDealer(vehicle.preferred_dealer_id ? null : accountPreferredId);
  const update = useUpdateVehicle();
  const canChange = useCanChangeRecords();
  const clear = () =>
    update.mutate(
      { id: vehicle.id, input: { preferred_dealer_id: null } },
      { onSuccess: () => toast(ClearedToast), onError: () => toast({ variant: 'destructive', ...ClearFailedToast }) },
    );

  return (
    <Card role="region" aria-labelledby="vehicle-preferred-dealer">
      <CardHeader>
        <CardTitle id="vehicle-preferred-dealer" className="row">
          <Store aria-hidden className="inline-icon" />
          Preferred dealer
        </CardTitle>
      </CardHeader>
      <CardContent className="stack stack-sm">
        {vehicle.preferred_dealer_id ? (
          <div className="row preferred-dealer">
            <p>
              <strong>{own.data?.name ?? (own.isError ? 'This dealer could not be loaded' : 'Loading...')}</strong>
              {own.data && dealerLocality(own.data) && <span className="muted small"> · {dealerLocality(own.data)}</span>}
            </p>
            {canChange && (
              <Button variant="outline" size="sm" onClick={clear} disabled={update.isPending} aria-label="Clear the preferred dealer of this vehicle">
                {update.isPending ? 'Clearing...' : 'Clear'}
              </Button>
            )}
          </div>
        ) : (
          <p className="small muted">
            {account.data
              ? `None of its own: new visits start with your preferred dealer, ${account.data.name}.`
              : 'None: new visits start with no dealer chosen.'}{' '}
            {canChange && <Link to={editLink}>Choose one in Edit vehicle</Link>}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
