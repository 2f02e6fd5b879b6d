import { Check, Globe, LocateFixed, MapPin, Phone, Search, Star } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { CatalogToasts, DEALERSHIP_RADIUS_CHOICES, DEFAULT_DEALERSHIP_RADIUS, GEOCODE_QUERY_MAX, dealerLocality, type Dealership } from '@dct/contracts';
import {
  ApiError,
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  FormField,
  Input,
  Select,
  SubmitButton,
  toast,
  toastFailure,
} from '@dct/ui';
import { geocode, searchDealerships, useCurrentUser, useUpdateProfile } from '@dct/data';

interface Point {
  lat: number;
  lng: number;
  label: string;
}

const CURRENT_LOCATION = 'Current location';

/** Distance to one decimal with 'mi' (spec §9). */
const miles = (distance: number) => `${distance.toFixed(1)} mi`;

/** The browser's position, with the toasts of spec §8. */
function locate(): Promise<Point | null> {
  if (!('geolocation' in navigator)) {
    toast({ variant: 'destructive', ...CatalogToasts.geolocationUnsupported });
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => {
        toast(CatalogToasts.locationFound);
        resolve({ lat: position.coords.latitude, lng: position.coords.longitude, label: CURRENT_LOCATION });
      },
      (error) => {
        toast({ variant: 'destructive', ...(error.code === error.PERMISSION_DENIED ? CatalogToasts.locationDenied : CatalogToasts.locationUnavailable) });
        resolve(null);
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  });
}

function DealershipCard({
  dealership,
  selected,
  preferred,
  onSelect,
}: {
  dealership: Dealership;
  selected: boolean;
  preferred: boolean;
  onSelect: () => void;
}) {
  const locality = dealerLocality(dealership);
  return (
    <Card role="article" aria-label={dealership.name} className={selected ? 'dealership-card selected' : 'dealership-card'}>
      <CardHeader className="card-header-row">
        <div>
          <CardTitle as="h3">{dealership.name}</CardTitle>
          <CardDescription>
            <MapPin aria-hidden className="inline-icon" /> {[dealership.address, locality].filter(Boolean).join(', ')}
          </CardDescription>
        </div>
        <div className="dealership-card-side">
          <span className="dealership-distance">{miles(dealership.distance)}</span>
          {preferred && <Badge variant="secondary">Preferred</Badge>}
        </div>
      </CardHeader>
      <CardContent className="stack stack-sm">
        <div className="dealership-contacts small">
          {dealership.phone && (
            <a href={`tel:${dealership.phone}`}>
              <Phone aria-hidden className="inline-icon" /> {dealership.phone}
            </a>
          )}
          {dealership.website && (
            <a href={dealership.website} target="_blank" rel="noreferrer noopener">
              <Globe aria-hidden className="inline-icon" /> Website
            </a>
          )}
        </div>
        {dealership.makes.length > 0 && <p className="small muted">Makes: {dealership.makes.join(', ')}</p>}
        {dealership.services.length > 0 && (
          <ul className="dealership-services" aria-label="Services">
            {dealership.services.map((service) => (
              <li key={service}>
                <Badge variant="outline">{service}</Badge>
              </li>
            ))}
          </ul>
        )}
        <div>
          <Button variant={selected ? 'secondary' : 'outline'} size="sm" onClick={onSelect} aria-pressed={selected} aria-label={`Select ${dealership.name}`}>
            {selected && <Check aria-hidden />}
            {selected ? 'Selected' : 'Select'}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function SelectedDealership({ dealership, preferred }: { dealership: Dealership; preferred: boolean }) {
  const setPreferred = useUpdateProfile();
  const save = () =>
    setPreferred.mutate(
      { preferred_dealer_id: dealership.id },
      {
        onSuccess: () => toast(CatalogToasts.preferredDealerSaved(dealership.name)),
        onError: (error) => toastFailure(error, CatalogToasts.preferredDealerFailed),
      },
    );
  return (
    <Card role="region" aria-label="Selected dealership">
      <CardHeader className="card-header-row">
        <div>
          <CardTitle>{dealership.name}</CardTitle>
          <CardDescription>
            Selected dealership · {dealerLocality(dealership)} · {miles(dealership.distance)}
          </CardDescription>
        </div>
        {preferred ? (
          <Badge variant="secondary">
            <Star aria-hidden className="inline-icon" /> Your preferred dealer
          </Badge>
        ) : (
          <Button onClick={save} disabled={setPreferred.isPending}>
            <Star aria-hidden />
            {setPreferred.isPending ? 'Saving...' : 'Set as Preferred Dealer'}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        <p className="small muted">Your preferred dealer is chosen for you when you record a new service visit.</p>
      </CardContent>
    </Card>
  );
}

/**
 * The "Find Dealerships" tab (spec §2): a place (ZIP code, "City, ST" or the browser's position)
 * and a radius, dealerships nearest first; the selected one can become the preferred dealer.
 */
export function DealershipFinderTab() {
  const [location, setLocation] = useState('');
  const [here, setHere] = useState<Point | null>(null);
  const [radius, setRadius] = useState(String(DEFAULT_DEALERSHIP_RADIUS));
  const [make, setMake] = useState('');
  const [searching, setSearching] = useState(false);
  const [locating, setLocating] = useState(false);
  const [results, setResults] = useState<{ near: string; dealerships: Dealership[] } | null>(null);
  const [selected, setSelected] = useState<Dealership | null>(null);
  const preferredId = useCurrentUser().data?.preferred_dealer_id ?? null;

  const findMe = async () => {
    setLocating(true);
    const point = await locate();
    setLocating(false);
    if (!point) return;
    setHere(point);
    setLocation(CURRENT_LOCATION);
  };

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const text = location.trim();
    if (!text && !here) {
      toast({ variant: 'destructive', ...CatalogToasts.locationRequired });
      return;
    }
    setSearching(true);
    try {
      let point = here && text === CURRENT_LOCATION ? here : null;
      if (!point) {
        try {
          point = await geocode(text);
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) {
            toast({ variant: 'destructive', ...CatalogToasts.locationNotFound });
            return;
          }
          throw error;
        }
      }
      const dealerships = await searchDealerships({ lat: point.lat, lng: point.lng, radius: Number(radius), make: make.trim() || undefined });
      setResults({ near: point.label, dealerships });
      setSelected(null);
    } catch {
      toast({ variant: 'destructive', ...CatalogToasts.searchFailed });
    } finally {
      setSearching(false);
    }
  };

  return (
    <div className="stack">
      <Card>
        <CardHeader>
          <CardTitle>Find dealerships</CardTitle>
          <CardDescription>Search by ZIP code or "City, ST", or use your current location.</CardDescription>
        </CardHeader>
        <CardContent>
          <form className="catalog-form catalog-form-dealers" noValidate onSubmit={(event) => void search(event)}>
            <FormField label="Location">
              <Input
                value={location}
                maxLength={GEOCODE_QUERY_MAX}
                autoComplete="postal-code"
                placeholder="90210 or Beverly Hills, CA"
                onChange={(event) => {
                  setLocation(event.target.value);
                  setHere(null);
                }}
              />
            </FormField>
            <FormField label="Radius">
              <Select value={radius} onChange={(event) => setRadius(event.target.value)}>
                {DEALERSHIP_RADIUS_CHOICES.map((choice) => (
                  <option key={choice} value={choice}>
                    {choice} miles
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField label="Make (optional)">
              <Input value={make} maxLength={100} placeholder="Honda" autoComplete="off" onChange={(event) => setMake(event.target.value)} />
            </FormField>
            <div className="catalog-form-buttons">
              <Button variant="outline" onClick={() => void findMe()} disabled={locating}>
                <LocateFixed aria-hidden />
                {locating ? 'Locating...' : 'Use current location'}
              </Button>
              <SubmitButton pending={searching} icon={<Search aria-hidden />} label="Search" pendingLabel="Searching..." />
            </div>
          </form>
        </CardContent>
      </Card>
      {selected && <SelectedDealership dealership={selected} preferred={selected.id === preferredId} />}
      {results &&
        (results.dealerships.length === 0 ? (
          <EmptyState
            icon={<MapPin aria-hidden />}
            title="No dealerships found"
            description={`No dealerships within ${radius} miles of ${results.near}. Try a larger radius or another location.`}
          />
        ) : (
          <section className="stack" aria-labelledby="dealership-results-title">
            <h2 id="dealership-results-title" className="section-title">
              {results.dealerships.length} {results.dealerships.length === 1 ? 'dealership' : 'dealerships'} within {radius} miles of {results.near}
            </h2>
            <div className="dealership-grid">
              {results.dealerships.map((dealership) => (
                <DealershipCard
                  key={dealership.id}
                  dealership={dealership}
                  selected={selected?.id === dealership.id}
                  preferred={dealership.id === preferredId}
                  onSelect={() => {
                    setSelected(dealership);
                    toast(CatalogToasts.dealershipSelected(dealership.name));
                  }}
                />
              ))}
            </div>
          </section>
        ))}
    </div>
  );
}
