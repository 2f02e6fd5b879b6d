import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { HouseholdGuard } from '../../common/household-access';
import { MailModule } from '../../infra/mail/mail.module';
import { HouseholdsController } from './households.controller';
import { HouseholdsService } from './households.service';

/** Households and the one rule of who may do what in them (HouseholdGuard, on every route). */
@Global()
@Module({
  imports: [MailModule],
  controllers: [HouseholdsController],
  providers: [HouseholdsService, { provide: APP_GUARD, useClass: HouseholdGuard }],
  exports: [HouseholdsService],
})
export class HouseholdModule {}
