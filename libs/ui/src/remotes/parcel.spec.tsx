import { screen, waitFor } from '@testing-library/react';
import { useParams } from '@dct/router';
import { createParcel, createParcels } from './parcel';
import { defineRoutes } from './remote-route';

function VehicleTitle() {
  const { id } = useParams();
  return <h1>Vehicle {id}</h1>;
}

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

function mountProps(parcel: ReturnType<typeof createParcel>, name: string, path: string) {
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  return { domElement, props: { name, domElement, path } as unknown as Parameters<typeof parcel.mount>[0] };
}

describe(createParcel.name, () => {
  // The lifecycles render outside React's test act(), as they do on a host page.
  beforeAll(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('mounts a page into any element with its route, and unmounts cleanly', async () => {
    const parcel = createParcel(VehicleTitle, '/vehicles/:id/edit');
    const { domElement, props } = mountProps(parcel, 'vehicle-edit', '/vehicles/7/edit');

    await parcel.bootstrap(props);
    await parcel.mount(props);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Vehicle 7' })).toBeInTheDocument());
    expect(domElement).toContainElement(screen.getByRole('heading', { name: 'Vehicle 7' }));

    await parcel.unmount(props);
    expect(screen.queryByRole('heading', { name: 'Vehicle 7' })).not.toBeInTheDocument();
  });

  it("makes one parcel per page of a route table, by page name, at the page's own path", async () => {
    const parcels = createParcels(defineRoutes([{ name: 'vehicleEdit', path: '/vehicles/:id/edit', Component: VehicleTitle }]));
    const { props } = mountProps(parcels.vehicleEdit, 'vehicle-edit', '/vehicles/9/edit');
    await parcels.vehicleEdit.bootstrap(props);
    await parcels.vehicleEdit.mount(props);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Vehicle 9' })).toBeInTheDocument());
    await parcels.vehicleEdit.unmount(props);
  });
});
