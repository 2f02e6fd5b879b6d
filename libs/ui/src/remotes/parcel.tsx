import { QueryClientProvider } from '@tanstack/react-query';
import React, { useState, type ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { MemoryRouter, Route, Routes } from '@dct/router';
import singleSpaReact from 'single-spa-react';
import { createQueryClient } from '../api/query-client';
import { ErrorState } from '../components/feedback';
import { Toaster } from '../toast/toaster';
import type { RemoteRoute } from './remote-route';

export interface ParcelProps {
  /** The path to show, matching the parcel's route pattern (e.g. /vehicles/7/edit). */
  path?: string;
}

/**
 * single-spa parcel lifecycles for one page of a remote, so another site can mount it into any
 * element (single-spa's mountRootParcel, or the lifecycles called by hand). The page gets the
 * providers the shell would give it: a query client, a router and a toaster.
 */
export function createParcel(Component: ComponentType, routePattern = '/') {
  function ParcelRoot({ path }: ParcelProps) {
    const [queryClient] = useState(createQueryClient);
    return (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path ?? routePattern]}>
          <Routes>
            <Route path={routePattern} element={<Component />} />
          </Routes>
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>
    );
  }
  return singleSpaReact<ParcelProps>({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    rootComponent: ParcelRoot,
    errorBoundary: (error) => <ErrorState error={error} />,
  });
}

/** A remote's parcels, one per page, by page name: `parcels.vehicleEdit`. */
export type Parcels<Routes extends readonly RemoteRoute[]> = {
  readonly [Route in Routes[number] as Route['name']]: ReturnType<typeof createParcel>;
};

/** Parcel lifecycles for every page of a route table, so './parcel' never lists pages again. */
export function createParcels<const Routes extends readonly RemoteRoute[]>(routes: Routes): Parcels<Routes> {
  return Object.fromEntries(routes.map(({ name, path, Component }) => [name, createParcel(Component, path)])) as Parcels<Routes>;
}
