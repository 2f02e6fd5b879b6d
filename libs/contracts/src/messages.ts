import { MIN_VEHICLE_YEAR, PASSWORD_MIN_LENGTH } from './limits';

/**
 * Every user-visible text that the forms and the server must say in the same words.
 * Texts quoted by the product spec are copied from it verbatim.
 */
export const VehicleMessages = {
  yearRequired: 'Year is required',
  yearRange: (max: number) => `Year must be between ${MIN_VEHICLE_YEAR} and ${max}`,
  yearWhole: 'Year must be a whole number',
  makeRequired: 'Make is required',
  modelRequired: 'Model is required',
  vinLength: 'VIN must be 17 characters',
  purchaseDateInvalid: 'Purchase date must be a valid date (YYYY-MM-DD)',
  amountInvalid: (label: string) => `${label} must be a positive amount with at most 2 decimals`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  textExpected: (label: string) => `${label} must be text`,
  purchaseTypeInvalid: 'Purchase type must be one of: finance, lease, cash',
  segmentInvalid: 'Segment must be one of: economy, midsize, fullsize, luxury, truck, suv, ev',
  notFound: 'Vehicle not found',
} as const;

export const AuthMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: 'Password is too long',
  passwordRequired: 'Password is required',
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 100 characters',
  emailTaken: 'An account with this email already exists. Sign in instead.',
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a minute and try again.',
  signInRequired: 'Please sign in to continue',
  authError: 'Authentication error occurred',
} as const;

export const RequestMessages = {
  crossOrigin: 'Request refused: it did not come from this site',
  notFound: 'Not found',
  internal: 'Something went wrong on our side. Please try again.',
  malformedJson: 'The request body is not valid JSON',
} as const;

/** Toast copy of spec §8 (and the same voice for edits, which the spec does not show). */
export const VehicleToasts = {
  added: { title: 'Vehicle added', description: 'The vehicle has been successfully added.' },
  updated: { title: 'Vehicle updated', description: 'The vehicle has been successfully updated.' },
  deleted: { title: 'Vehicle deleted', description: 'The vehicle has been successfully deleted.' },
  addFailed: { title: 'Error', description: 'Failed to add vehicle. Please try again.' },
  updateFailed: { title: 'Error', description: 'Failed to update vehicle. Please try again.' },
  deleteFailed: { title: 'Error', description: 'Failed to delete vehicle. Please try again.' },
} as const;
