import { screen, waitFor } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { createParcel } from './parcel';

function VehicleTitle() {
  const { id } = useParams();
  return <h1>Vehicle {id}</h1>;
}

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

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
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const props = { name: 'vehicle-edit', domElement, path: '/vehicles/7/edit' } as unknown as Parameters<typeof parcel.mount>[0];

    await parcel.bootstrap(props);
    await parcel.mount(props);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Vehicle 7' })).toBeInTheDocument());
    expect(domElement).toContainElement(screen.getByRole('heading', { name: 'Vehicle 7' }));

    await parcel.unmount(props);
    expect(screen.queryByRole('heading', { name: 'Vehicle 7' })).not.toBeInTheDocument();
  });
});
