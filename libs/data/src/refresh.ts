import type { QueryClient } from '@tanstack/react-query';
import { keys } from './keys';

type Key = readonly unknown[];

const refresh = (queryClient: QueryClient, ...sets: Key[]) => () => Promise.all(sets.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);

/**
 * What each change makes stale, written once. A vehicle shows its downtime and visit count, a
 * visit its vehicle and claims, a claim its visit's claim line; a vehicle's lemon-law watch sits
 * under the vehicle's key.
 */
export const refreshAfter = {
  vehicleChange: (queryClient: QueryClient) => refresh(queryClient, keys.vehicles.all()),
  /** A deleted vehicle took its visits, claims and documents with it. */
  vehicleDelete: (queryClient: QueryClient) =>
    refresh(queryClient, keys.vehicles.all(), keys.visits.all(), keys.claims.all(), keys.documents.all(), keys.trash.all()),
  visitChange: (queryClient: QueryClient) => refresh(queryClient, keys.visits.all(), keys.vehicles.all(), keys.claims.all()),
  documentChange: (queryClient: QueryClient) => refresh(queryClient, keys.documents.all(), keys.visits.all(), keys.claims.all()),
  claimChange: (queryClient: QueryClient) => refresh(queryClient, keys.claims.all()),
  /** A delete fills the trash; a restore brings back a record with whatever went with it. */
  trashChange: (queryClient: QueryClient) =>
    refresh(queryClient, keys.trash.all(), keys.vehicles.all(), keys.visits.all(), keys.claims.all(), keys.documents.all()),
  dealerChange: (queryClient: QueryClient) => refresh(queryClient, keys.dealers.all()),
  /** Read marks change the list and the bell's count. */
  notificationChange: (queryClient: QueryClient) => refresh(queryClient, keys.notifications.all()),
  notificationSettingsChange: (queryClient: QueryClient) => refresh(queryClient, keys.notifications.settings()),
  householdChange: (queryClient: QueryClient) => refresh(queryClient, keys.household.all()),
  /**
   * Joining or leaving a household changes every record the account sees (vehicles, visits,
   * claims, trash, notifications, the account's summary): everything cached is stale.
   */
  householdSwitch: (queryClient: QueryClient) => () => queryClient.invalidateQueries().then(() => undefined),
  /** The connection came back: the three lists read offline may be old (spec §4 "Network"). */
  reconnect: (queryClient: QueryClient) => refresh(queryClient, keys.vehicles.list(), keys.visits.list(), keys.claims.list()),
};
