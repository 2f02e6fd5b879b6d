import { Fragment, useState, type FormEvent } from 'react';
import { CatalogMessages, CatalogToasts, VIN_LENGTH, catalogName, catalogYears, type DecodedVin } from '@dct/contracts';
import { AddButton, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, FormField, Input, Select, SubmitButton, toast } from '@dct/ui';
import { useManufacturers, useModels } from '@dct/data';
import { useVinDecoder } from '../../hooks/use-vin-decoder';
import { AddVehicleDialog } from '../add-vehicle-dialog';
import type { VehicleFormFields } from '../vehicle-fields';
import { CatalogError } from './catalog-error';

/** A vehicle found by VIN or chosen by year, make and model. */
type FoundVehicle = Pick<DecodedVin, 'year' | 'make' | 'model'> & Partial<Omit<DecodedVin, 'year' | 'make' | 'model'>>;

const foundLabel = (vehicle: FoundVehicle) => [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(' ');

function VinLookup({ onFound }: { onFound: (vehicle: FoundVehicle) => void }) {
  const [vin, setVin] = useState('');
  const [error, setError] = useState<string>();
  const decoder = useVinDecoder();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const valid = vin.length === VIN_LENGTH;
    setError(valid ? undefined : CatalogMessages.vinInvalid);
    const decoded = await decoder.decode(vin);
    if (decoded) onFound(decoded);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Decode a VIN</CardTitle>
        <CardDescription>The vehicle identification number is on the dashboard by the windshield and in your registration.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="catalog-form" noValidate onSubmit={(event) => void submit(event)}>
          <FormField label="VIN" error={error} hint={`${VIN_LENGTH} letters and digits`}>
            <Input
              className="vin-input"
              value={vin}
              maxLength={VIN_LENGTH}
              autoComplete="off"
              spellCheck={false}
              placeholder="1HGCM82633A004352"
              onChange={(event) => setVin(event.target.value.toUpperCase().slice(0, VIN_LENGTH))}
            />
          </FormField>
          <SubmitButton pending={decoder.pending} label="Decode VIN" pendingLabel="Decoding..." />
        </form>
      </CardContent>
    </Card>
  );
}

function YearMakeModel({ onFound }: { onFound: (vehicle: FoundVehicle) => void }) {
  const [year, setYear] = useState('');
  const [makeId, setMakeId] = useState('');
  const [modelId, setModelId] = useState('');
  // A year's makes: only those with models that year, the common ones first. Before a year is chosen
  // the whole list is still asked for (and not shown): it opens the catalog on the server while the
  // owner chooses, as the page always has, so the first decode or year does not wait for it.
  const manufacturers = useManufacturers(year ? Number(year) : undefined);
  const makeOptions = year ? manufacturers.data : undefined;
  const models = useModels(makeId ? Number(makeId) : undefined, year ? Number(year) : undefined);
  const make = makeOptions?.find((option) => String(option.id) === makeId);
  const model = models.data?.find((option) => String(option.id) === modelId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!year || !make || !model) {
      toast({ variant: 'destructive', ...CatalogToasts.incompleteSelection });
      return;
    }
    const vehicle = { year: Number(year), make: catalogName(make.name), model: model.name };
    toast(CatalogToasts.vehicleSelected(foundLabel(vehicle)));
    onFound(vehicle);
  };

  const modelHint = !year ? undefined : !makeId ? 'Choose a make first' : models.data?.length === 0 ? 'No models of this make that year' : undefined;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Year, make and model</CardTitle>
        <CardDescription>No VIN at hand? Choose your vehicle from the catalog.</CardDescription>
      </CardHeader>
      <CardContent className="stack">
        <form className="catalog-form catalog-form-ymm" noValidate onSubmit={submit}>
          <FormField label="Year">
            <Select
              value={year}
              onChange={(event) => {
                setYear(event.target.value);
                // Another year has other makes: choose again.
                setMakeId('');
                setModelId('');
              }}
            >
              <option value="">Select year</option>
              {catalogYears().map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Make" hint={year ? undefined : 'Choose a year first'}>
            <Select
              value={makeId}
              disabled={!makeOptions}
              onChange={(event) => {
                setMakeId(event.target.value);
                setModelId('');
              }}
            >
              <option value="">{year && manufacturers.isLoading ? 'Loading makes...' : 'Select make'}</option>
              {makeOptions?.map((option) => (
                <option key={option.id} value={option.id}>
                  {catalogName(option.name)}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Model" hint={modelHint}>
            <Select value={modelId} disabled={!models.data || models.data.length === 0} onChange={(event) => setModelId(event.target.value)}>
              <option value="">{models.isLoading ? 'Loading models...' : 'Select model'}</option>
              {models.data?.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </Select>
          </FormField>
          <Button type="submit">Select Vehicle</Button>
        </form>
        {manufacturers.isError && (
          <CatalogError title="Failed to load manufacturers" what="manufacturers" error={manufacturers.error} onRetry={() => void manufacturers.refetch()} />
        )}
        {models.isError && <CatalogError title="Failed to load models" what="models" error={models.error} onRetry={() => void models.refetch()} />}
      </CardContent>
    </Card>
  );
}

function FoundVehicleCard({ vehicle, onAdd }: { vehicle: FoundVehicle; onAdd: () => void }) {
  const facts: Array<[string, string | null | undefined]> = [
    ['VIN', vehicle.vin],
    ['Body', vehicle.bodyClass],
    ['Fuel', vehicle.fuelType],
    ['Transmission', vehicle.transmission],
  ];
  const known = facts.filter(([, value]) => value);
  return (
    <Card role="region" aria-label="Selected vehicle">
      <CardHeader className="card-header-row">
        <div>
          <CardTitle>{foundLabel(vehicle)}</CardTitle>
          <CardDescription>Selected vehicle</CardDescription>
        </div>
        <AddButton onClick={onAdd}>Add to My Vehicles</AddButton>
      </CardHeader>
      {known.length > 0 && (
        <CardContent>
          <dl className="facts">
            {known.map(([label, value]) => (
              <Fragment key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </Fragment>
            ))}
          </dl>
        </CardContent>
      )}
    </Card>
  );
}

/** What the Add New Vehicle dialog starts with for a found vehicle; the owner checks and completes it. */
function toFormFields(vehicle: FoundVehicle): Partial<VehicleFormFields> {
  return {
    ...(vehicle.year ? { year: vehicle.year } : {}),
    make: vehicle.make ?? '',
    model: vehicle.model ?? '',
    trim: vehicle.trim ?? '',
    vin: vehicle.vin ?? '',
  };
}

/**
 * The "Vehicle Search" tab (spec §2): decode a VIN or pick year, make and model; 'Add to My
 * Vehicles' opens the Add New Vehicle dialog filled in from what was found.
 */
export function VehicleLookupTab() {
  const [found, setFound] = useState<FoundVehicle | null>(null);
  const [adding, setAdding] = useState(false);
  return (
    <div className="stack">
      <div className="catalog-grid">
        <VinLookup onFound={setFound} />
        <YearMakeModel onFound={setFound} />
      </div>
      {found && <FoundVehicleCard vehicle={found} onAdd={() => setAdding(true)} />}
      {found && <AddVehicleDialog open={adding} onOpenChange={setAdding} initialValues={toFormFields(found)} />}
    </div>
  );
}
