import { claimsQuery, vehiclesQuery, visitsQuery, type FirstList } from '@dct/data';
import type { MountableRemote, PageName, PagePath } from '@dct/ui';

/**
 * A path the shell gives to a remote's page. Remote, page name and path are checked against the
 * remote's own route table, so the shell, the remote's dev page and its parcels agree.
 */
export type RemotePageRoute = {
  [Remote in MountableRemote]: {
    [Name in PageName<Remote>]: {
      remote: Remote;
      name: Name;
      path: PagePath<Remote, Name>;
      /** The lists the page shows first: fetched as the page starts, beside the remote's code. */
      data?: readonly FirstList[];
    };
  }[PageName<Remote>];
}[MountableRemote];

/** The shell's own pages (routes.tsx gives each its element). */
export type ShellPage = 'dashboard' | 'settings' | 'notifications' | 'trash' | 'signOut' | 'householdJoin';

/** An entry of the command palette's "Go to" group. */
export interface PalettePlace {
  /** The route's nav label or title unless given. */
  title?: string;
  /** The route's path unless given (a tab of the page, say). */
  to?: string;
  detail: string;
  /** Other words an owner may type for it; found like the title, never shown. */
  keywords?: string;
}

interface RouteFields {
  /**
   * Who opens it: `visitor` signed out only (signed in, the path means something else or leads
   * on), `public` everyone, `app` the signed-in owner (a visitor is sent to sign in first).
   */
  access: 'visitor' | 'public' | 'app';
  /** The browser tab's title; the landing has none, its tab shows the app's name alone. */
  title?: string;
  /** In the signed-in header's nav; `end`: active on this path only, not on the paths below it. */
  nav?: { label: string; end?: boolean };
  /** In the command palette's "Go to" group, in the table's order. */
  palette?: readonly PalettePlace[];
}

export type ShellRoute = RouteFields & (RemotePageRoute | { path: string; shellPage: ShellPage });

/**
 * Every page of the app (spec §2 route table), with its title, its place in the nav and its
 * entries in the command palette. The shell owns paths; remotes own the pages. Order: the nav,
 * then the palette's places, then the rest (a `new` path before its `:id` sibling).
 */
export const ROUTE_TABLE: readonly ShellRoute[] = [
  {
    path: '/',
    shellPage: 'dashboard',
    access: 'app',
    title: 'Dashboard',
    nav: { label: 'Dashboard', end: true },
    palette: [{ detail: 'Alt+1', keywords: 'home overview summary' }],
  },
  {
    path: '/vehicles',
    remote: 'mf_vehicles',
    name: 'vehicles',
    data: [vehiclesQuery()],
    access: 'app',
    title: 'Vehicles',
    nav: { label: 'Vehicles' },
    palette: [{ detail: 'Alt+2', keywords: 'cars my vehicles' }],
  },
  {
    path: '/visits',
    remote: 'mf_visits',
    name: 'visits',
    data: [visitsQuery(), vehiclesQuery()],
    access: 'app',
    title: 'Service Visits',
    nav: { label: 'Visits' },
    palette: [{ detail: 'Alt+3', keywords: 'service visits repairs dealer' }],
  },
  {
    path: '/claims',
    remote: 'mf_claims',
    name: 'claims',
    data: [claimsQuery()],
    access: 'app',
    title: 'Claims',
    nav: { label: 'Claims' },
    palette: [{ detail: 'Alt+4', keywords: 'downtime claims compensation' }],
  },
  {
    path: '/visits/new',
    remote: 'mf_visits',
    name: 'newVisit',
    access: 'app',
    title: 'New Service Visit',
    palette: [{ title: 'New service visit', detail: 'Record a visit', keywords: 'add visit' }],
  },
  {
    path: '/claims/new',
    remote: 'mf_claims',
    name: 'newClaim',
    access: 'app',
    title: 'New Claim',
    palette: [{ title: 'New claim', detail: 'Start a claim', keywords: 'file claim add' }],
  },
  {
    path: '/vehicle-search',
    remote: 'mf_vehicles',
    name: 'vehicleSearch',
    access: 'app',
    title: 'Vehicle Management',
    palette: [
      { detail: 'VIN lookup, dealerships, my vehicles', keywords: 'vin decode lookup' },
      { title: 'Find dealerships', to: '/vehicle-search?tab=dealerships', detail: 'Vehicle Management', keywords: 'dealers near me map' },
    ],
  },
  {
    path: '/notifications',
    shellPage: 'notifications',
    access: 'app',
    title: 'Notifications',
    palette: [{ detail: 'Alerts about your claims, visits and vehicles', keywords: 'alerts bell reminders unread' }],
  },
  {
    path: '/trash',
    shellPage: 'trash',
    access: 'app',
    title: 'Trash',
    palette: [{ detail: 'Deleted vehicles, visits and claims, for 30 days', keywords: 'deleted restore undo bin' }],
  },
  {
    path: '/settings',
    shellPage: 'settings',
    access: 'app',
    title: 'Settings',
    palette: [{ detail: 'Password, alerts, export, account', keywords: 'account preferences profile' }],
  },
  {
    path: '/contact',
    remote: 'mf_public',
    name: 'contact',
    access: 'public',
    title: 'Contact',
    palette: [{ detail: 'Write to support', keywords: 'help support' }],
  },
  { path: '/about', remote: 'mf_public', name: 'about', access: 'public', title: 'About', palette: [{ detail: 'About the app' }] },
  { path: '/terms', remote: 'mf_public', name: 'terms', access: 'public', title: 'Terms of Service', palette: [{ detail: 'The terms', keywords: 'legal' }] },
  {
    path: '/privacy',
    remote: 'mf_public',
    name: 'privacy',
    access: 'public',
    title: 'Privacy Policy',
    palette: [{ detail: 'How your data is kept', keywords: 'legal data' }],
  },
  {
    path: '/sign-out',
    shellPage: 'signOut',
    access: 'app',
    title: 'Sign out',
    palette: [{ detail: 'End this session', keywords: 'log out logout' }],
  },
  // The invitation mail's link (backend households.service): a signed-out visitor signs in first
  // and comes back with the token, as SignInFirst keeps the query string.
  { path: '/household/join', shellPage: 'householdJoin', access: 'app', title: 'Join a household' },
  { path: '/vehicles/:id', remote: 'mf_vehicles', name: 'vehicle', access: 'app', title: 'Vehicle' },
  { path: '/vehicles/:id/edit', remote: 'mf_vehicles', name: 'vehicleEdit', access: 'app', title: 'Edit Vehicle' },
  { path: '/visits/:id', remote: 'mf_visits', name: 'visitDetail', access: 'app', title: 'Visit Details' },
  { path: '/claims/:id', remote: 'mf_claims', name: 'claimDetail', access: 'app', title: 'Claim Details' },
  { path: '/', remote: 'mf_public', name: 'landing', access: 'visitor' },
  { path: '/sign-in', remote: 'mf_public', name: 'signIn', access: 'visitor', title: 'Sign in' },
  { path: '/sign-up', remote: 'mf_public', name: 'signUp', access: 'visitor', title: 'Create account' },
  { path: '/forgot-password', remote: 'mf_public', name: 'forgotPassword', access: 'public', title: 'Forgot password' },
  { path: '/reset-password', remote: 'mf_public', name: 'resetPassword', access: 'public', title: 'Reset password' },
  { path: '/confirm-email', remote: 'mf_public', name: 'confirmEmail', access: 'public', title: 'Confirm your address' },
  { path: '/share/:token', remote: 'mf_public', name: 'sharedFile', access: 'public', title: 'Shared case file' },
];

export const isRemotePage = (route: ShellRoute): route is RouteFields & RemotePageRoute => 'remote' in route;
export const isShellPage = (route: ShellRoute): route is RouteFields & { path: string; shellPage: ShellPage } => 'shellPage' in route;

/** The remote pages of the table: those a visitor opens, those everyone does, the owner's. */
export const remotePages = (access: ShellRoute['access']) => ROUTE_TABLE.filter((route) => route.access === access).filter(isRemotePage);
