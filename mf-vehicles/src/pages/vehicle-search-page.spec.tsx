import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CatalogMessages, CatalogPaths, type CurrentUserProfile, type Dealership, type DecodedVin } from '@dct/contracts';
import { aVehicle, callsTo, mockApi, renderPage, requestedUrls } from '@dct/ui/testing';
import { VehicleSearchPage } from './vehicle-search-page';

const owner: CurrentUserProfile = { id: 1, email: 'owner@example.com', name: 'Owner', preferred_dealer_id: null, zip_code: null };

const accord: DecodedVin = {
  vin: '1HGCM82633A004352',
  year: 2003,
  make: 'HONDA',
  model: 'Accord',
  trim: 'EX-V6',
  bodyClass: 'Coupe',
  fuelType: 'Gasoline',
  transmission: 'Automatic',
  errorCode: '0',
  errorText: '0 - VIN decoded clean. Check Digit (9th position) is correct',
};

const dealership = (overrides: Partial<Dealership>): Dealership => ({
  id: 1,
  name: 'Beverly Hills Honda',
  address: '1 Wilshire Blvd',
  city: 'Beverly Hills',
  state: 'CA',
  zip: '90210',
  phone: '310-555-0101',
  website: null,
  services: ['Service', 'Parts'],
  makes: ['Honda'],
  distance: 1.26,
  ...overrides,
});

const searchUrl = (radius: number) => `${CatalogPaths.dealershipSearch}?lat=34.09&lng=-118.41&radius=${radius}`;

function renderSearch(routes: Record<string, unknown>, at = '/vehicle-search') {
  const api = mockApi({ 'GET /api/auth/user': owner, 'GET /api/vehicles': [], [`GET ${CatalogPaths.manufacturers}`]: [], ...routes });
  renderPage(<VehicleSearchPage />, { path: '/vehicle-search', at });
  return api;
}

describe('VehicleSearchPage', () => {
  it('has the three tabs of the spec, moved between with the arrow keys, the choice kept in the address', async () => {
    renderSearch({});
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Vehicle Search', 'Find Dealerships', 'My Vehicles']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    tabs[0].focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Find Dealerships' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Find Dealerships' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Location')).toBeInTheDocument();
    await userEvent.keyboard('{End}');
    expect(await screen.findByText('No vehicles yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Search for a vehicle' }));
    expect(screen.getByRole('tab', { name: 'Vehicle Search' })).toHaveAttribute('aria-selected', 'true');
  });

  it('refuses a short VIN before asking the server', async () => {
    const api = renderSearch({});
    await userEvent.type(screen.getByLabelText('VIN'), '1hgcm8263');
    await userEvent.click(screen.getByRole('button', { name: 'Decode VIN' }));
    expect(await screen.findByText('Invalid VIN')).toBeInTheDocument();
    expect(screen.getAllByText(CatalogMessages.vinInvalid).length).toBeGreaterThan(0);
    expect(requestedUrls(api).some((url) => url.includes('/decode/'))).toBe(false);
  });

  it('decodes a VIN, and Add to My Vehicles opens the Add New Vehicle dialog filled in from it', async () => {
    const api = renderSearch({ [`GET ${CatalogPaths.decode(accord.vin)}`]: accord, 'POST /api/vehicles': { status: 201, body: aVehicle() } });
    await userEvent.type(screen.getByLabelText('VIN'), accord.vin.toLowerCase());
    await userEvent.click(screen.getByRole('button', { name: 'Decode VIN' }));
    expect(await screen.findByText('VIN Decoded Successfully')).toBeInTheDocument();
    expect(screen.getByText('Found: 2003 Honda Accord')).toBeInTheDocument();
    const found = screen.getByRole('region', { name: 'Selected vehicle' });
    expect(within(found).getByText('2003 Honda Accord EX-V6')).toBeInTheDocument();
    expect(within(found).getByText('Coupe')).toBeInTheDocument();
    await userEvent.click(within(found).getByRole('button', { name: 'Add to My Vehicles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Vehicle' });
    expect(within(dialog).getByLabelText('Year')).toHaveValue(2003);
    expect(within(dialog).getByLabelText('Make')).toHaveValue('Honda');
    expect(within(dialog).getByLabelText('Model')).toHaveValue('Accord');
    expect(within(dialog).getByLabelText('Trim')).toHaveValue('EX-V6');
    expect(within(dialog).getByLabelText('VIN')).toHaveValue(accord.vin);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Vehicle' }));
    await waitFor(() => expect(callsTo(api, 'POST', '/api/vehicles')).toHaveLength(1));
    expect(callsTo(api, 'POST', '/api/vehicles')[0]).toMatchObject({ year: 2003, make: 'Honda', model: 'Accord', trim: 'EX-V6', vin: accord.vin });
  });

  it("shows vPIC's own words when the check digit is wrong, and the server's when it refuses", async () => {
    const bad = { ...accord, vin: '1HGCM82643A004352', errorCode: '1', errorText: '1 - Check Digit (9th position) does not calculate properly' };
    renderSearch({
      [`GET ${CatalogPaths.decode(bad.vin)}`]: bad,
      [`GET ${CatalogPaths.decode('ZZZZZZZZZZZZZZZZZ')}`]: {
        status: 400,
        body: { statusCode: 400, message: 'Please enter a valid 17-character VIN', error: 'Bad Request' },
      },
    });
    await userEvent.type(screen.getByLabelText('VIN'), bad.vin);
    await userEvent.click(screen.getByRole('button', { name: 'Decode VIN' }));
    expect(await screen.findByText('VIN Decode Error')).toBeInTheDocument();
    expect(screen.getByText(bad.errorText)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Selected vehicle' })).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('VIN'));
    await userEvent.type(screen.getByLabelText('VIN'), 'ZZZZZZZZZZZZZZZZZ');
    await userEvent.click(screen.getByRole('button', { name: 'Decode VIN' }));
    expect(await screen.findByText('VIN Decode Failed')).toBeInTheDocument();
  });

  it('asks for year, make and model before selecting, loads models for the make and year, and offers a retry when they fail', async () => {
    let modelsFail = true;
    renderSearch({
      // The year's makes: asked once a year is chosen.
      [`GET ${CatalogPaths.manufacturers}?year=2003`]: [
        { id: 474, name: 'HONDA' },
        { id: 441, name: 'TESLA' },
      ],
      [`GET ${CatalogPaths.models(474, 2003)}`]: () =>
        modelsFail
          ? { status: 500, body: { statusCode: 500, message: 'Catalog unavailable', error: 'Internal Server Error' } }
          : [{ id: 1861, name: 'Accord' }],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Select Vehicle' }));
    expect(await screen.findByText('Incomplete Selection')).toBeInTheDocument();
    expect(screen.getByLabelText('Model')).toBeDisabled();
    expect(screen.getByLabelText('Make')).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('Year'), '2003');
    await userEvent.selectOptions(await screen.findByLabelText('Make'), await screen.findByRole('option', { name: 'Honda' }));
    expect(await screen.findByText('Failed to load models', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Catalog unavailable')).toBeInTheDocument();
    modelsFail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await userEvent.selectOptions(screen.getByLabelText('Model'), await screen.findByRole('option', { name: 'Accord' }));
    await userEvent.click(screen.getByRole('button', { name: 'Select Vehicle' }));
    expect(await screen.findByText('Vehicle Selected')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Selected vehicle' })).getByText('2003 Honda Accord')).toBeInTheDocument();
  });

  it('needs a location, finds dealerships nearest first with miles to one decimal, and saves the preferred dealer', async () => {
    const near = dealership({});
    const far = dealership({ id: 2, name: 'Santa Monica Honda', distance: 7.04, city: 'Santa Monica', zip: '90401' });
    const api = renderSearch(
      {
        [`GET ${CatalogPaths.geocode}?q=90210`]: { lat: 34.09, lng: -118.41, label: 'Beverly Hills, CA 90210' },
        [`GET ${CatalogPaths.geocode}?q=Nowhere%2C+ZZ`]: { status: 404, body: { statusCode: 404, message: 'Location not found', error: 'Not Found' } },
        [`GET ${searchUrl(25)}`]: [near, far],
        [`GET ${searchUrl(10)}`]: [],
        'PATCH /api/auth/user': (body: unknown) => ({ ...owner, ...(body as object) }),
      },
      '/vehicle-search?tab=dealerships',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Location required')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Location'), 'Nowhere, ZZ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Location not found')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Location'));
    await userEvent.type(screen.getByLabelText('Location'), '90210');
    expect(screen.getByLabelText('Radius')).toHaveValue('25');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Beverly Hills Honda', 'Santa Monica Honda']);
    expect(within(cards[0]).getByText('1.3 mi')).toBeInTheDocument();
    expect(within(cards[1]).getByText('7.0 mi')).toBeInTheDocument();
    expect(screen.getByText('2 dealerships within 25 miles of Beverly Hills, CA 90210')).toBeInTheDocument();

    await userEvent.click(within(cards[1]).getByRole('button', { name: 'Select Santa Monica Honda' }));
    expect(await screen.findByText('Dealership selected')).toBeInTheDocument();
    const chosen = screen.getByRole('region', { name: 'Selected dealership' });
    await userEvent.click(within(chosen).getByRole('button', { name: 'Set as Preferred Dealer' }));
    expect(await within(chosen).findByText('Your preferred dealer')).toBeInTheDocument();
    expect(callsTo(api, 'PATCH', '/api/auth/user')).toEqual([{ preferred_dealer_id: 2 }]);

    await userEvent.selectOptions(screen.getByLabelText('Radius'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No dealerships found')).toBeInTheDocument();
  });

  it('uses the browser position, and says so when access is denied', async () => {
    const getCurrentPosition = jest.fn();
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    renderSearch({ [`GET ${searchUrl(25)}`]: [dealership({})] }, '/vehicle-search?tab=dealerships');

    getCurrentPosition.mockImplementationOnce((_ok: PositionCallback, fail: PositionErrorCallback) =>
      fail({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'denied' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Use current location' }));
    expect(await screen.findByText('Location access denied. Please enter your location manually.')).toBeInTheDocument();

    getCurrentPosition.mockImplementationOnce((ok: PositionCallback) => ok({ coords: { latitude: 34.09, longitude: -118.41 } } as GeolocationPosition));
    await userEvent.click(screen.getByRole('button', { name: 'Use current location' }));
    expect(await screen.findByText('Location found')).toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toHaveValue('Current location');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('article', { name: 'Beverly Hills Honda' })).toBeInTheDocument();
  });
});
