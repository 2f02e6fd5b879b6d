import { Module } from '@nestjs/common';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';

/** The owner's account as a whole: export everything, delete everything. */
@Module({ controllers: [AccountController], providers: [AccountService] })
export class AccountModule {}
