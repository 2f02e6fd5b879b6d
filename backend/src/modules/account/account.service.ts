import { Injectable } from '@nestjs/common';
import { AuthMessages, type AccountSummary, type CurrentUser, type DeleteAccountInput } from '@dct/contracts';
import { UnauthenticatedError } from '../../common/domain-errors';
import { UsersService } from '../auth/users.service';
import { ClaimsService } from '../claims/claims.service';
import { DealersService } from '../dealerships/dealers.service';
import { DocumentsService } from '../documents/documents.service';
import { VehiclesService } from '../vehicles/vehicles.service';
import { VisitsService } from '../visits/visits.service';
import type { HouseholdAccess } from '../../common/household-access';
import { HouseholdsService } from '../household/households.service';

/** Leaving: the account, and its household's records when it was the only member, gone in one transaction. Each count and the deletion are the owning module's. */
@Injectable()
export class AccountService {
  constructor(
    private readonly users: UsersService,
    private readonly vehicles: VehiclesService,
    private readonly visits: VisitsService,
    private readonly claims: ClaimsService,
    private readonly documents: DocumentsService,
    private readonly dealers: DealersService,
    private readonly households: HouseholdsService,
  ) {}

  /** How the account signs in and how much it holds: what the settings page shows before a deletion. */
  async summary(user: CurrentUser, household: HouseholdAccess): Promise<AccountSummary> {
    const [signIn, vehicles, visits, claims, documents, dealers] = await Promise.all([
      this.users.signInMethods(user.id),
      this.vehicles.countForOwner(household.id),
      this.visits.countForOwner(household.id),
      this.claims.countForOwner(household.id),
      this.documents.countForOwner(household.id),
      this.dealers.countOwnedBy(household.id),
    ]);
    if (!signIn) throw new UnauthenticatedError(AuthMessages.signInRequired);
    return { ...signIn, records: { vehicles, visits, claims, documents, dealers } };
  }

  /**
   * Confirmed by the password, or by the e-mail for provider accounts. The household's records go
   * too when the account was its only member; otherwise they stay with the others (an owner among
   * them first hands over). The user row's cascade removes the rest (UsersService.remove).
   */
  async delete(user: CurrentUser, input: DeleteAccountInput): Promise<void> {
    if (await this.users.confirmIdentity(user.id, input)) {
      await this.users.remove(user.id, (manager) => this.households.beforeAccountDeleted(manager, user.id));
    }
  }
}
