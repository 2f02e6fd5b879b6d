import { InitialSchema1763900000000 } from './1763900000000-initial-schema';
import { ContactMessages1763900100000 } from './1763900100000-contact-messages';
import { OidcIdentities1763900200000 } from './1763900200000-oidc-identities';
import { DealersAndVisits1764000000000 } from './1764000000000-dealers-and-visits';
import { Claims1764100000000 } from './1764100000000-claims';
import { PasswordResets1764150000000 } from './1764150000000-password-resets';
import { Documents1764200000000 } from './1764200000000-documents';
import { LemonLawFields1764250000000 } from './1764250000000-lemon-law-fields';
import { ContactMail1764300000000 } from './1764300000000-contact-mail';
import { VehicleVinPerOwner1764311000000 } from './1764311000000-vehicle-vin-per-owner';
import { AiExtractionJobs1764420000000 } from './1764420000000-ai-extraction-jobs';
import { ClaimLetters1764500000000 } from './1764500000000-claim-letters';
import { PreferredDealer1764510000000 } from './1764510000000-preferred-dealer';
import { OutboxAndSendLedger1764600000000 } from './1764600000000-outbox-and-send-ledger';
import { OneOutbox1764610000000 } from './1764610000000-one-outbox';
import { EvidenceChoice1764620000000 } from './1764620000000-evidence-choice';

/** Every migration in order, listed by hand so the build holds no glob surprises. */
export const MIGRATIONS = [
  InitialSchema1763900000000,
  ContactMessages1763900100000,
  OidcIdentities1763900200000,
  DealersAndVisits1764000000000,
  Claims1764100000000,
  PasswordResets1764150000000,
  Documents1764200000000,
  LemonLawFields1764250000000,
  ContactMail1764300000000,
  VehicleVinPerOwner1764311000000,
  AiExtractionJobs1764420000000,
  ClaimLetters1764500000000,
  PreferredDealer1764510000000,
  OutboxAndSendLedger1764600000000,
  OneOutbox1764610000000,
  EvidenceChoice1764620000000,
];
