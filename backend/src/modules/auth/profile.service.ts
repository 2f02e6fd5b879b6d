import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { CurrentUser, CurrentUserProfile, UpdateCurrentUserInput } from '@dct/contracts';
import { DealersService } from '../dealerships/dealers.service';
import { UserEntity } from './user.entity';

/** The signed-in owner with their preferences: the session holds who they are, the row what they chose. */
@Injectable()
export class ProfileService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly dealers: DealersService,
  ) {}

  async get(user: CurrentUser): Promise<CurrentUserProfile> {
    const row = await this.users.findOne({ where: { id: user.id }, select: { id: true, preferredDealerId: true, zipCode: true } });
    return { ...user, preferred_dealer_id: row?.preferredDealerId ?? null, zip_code: row?.zipCode ?? null };
  }

  /**
   * A preferred dealer must be one the member can see (the directory or their household's): else 'Dealer
   * not found'. A ZIP code must be a known US one, as `near` of the dealer list must.
   */
  async update(user: CurrentUser, householdId: number, input: Partial<UpdateCurrentUserInput>): Promise<CurrentUserProfile> {
    if (input.zip_code !== undefined) {
      if (input.zip_code !== null) this.dealers.assertKnownZip(input.zip_code, 'zip_code');
      await this.users.update({ id: user.id }, { zipCode: input.zip_code });
    }
    if (input.preferred_dealer_id !== undefined) {
      if (input.preferred_dealer_id !== null) await this.dealers.assertVisible(householdId, input.preferred_dealer_id);
      await this.users.update({ id: user.id }, { preferredDealerId: input.preferred_dealer_id });
    }
    return this.get(user);
  }
}
