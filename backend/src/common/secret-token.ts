import { createHash, randomBytes } from 'node:crypto';

/** A new 256-bit secret for a link (a password reset, a sign-up confirmation, a calendar feed), base64url. */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');

/** What is stored of a link's secret: its SHA-256 (hex), so a database read opens nothing. */
export const secretTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
