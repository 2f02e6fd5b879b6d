import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ClaimsModule } from '../claims/claims.module';
import { DealershipsModule } from '../dealerships/dealerships.module';
import { DocumentsModule } from '../documents/documents.module';
import { VehiclesModule } from '../vehicles/vehicles.module';
import { VisitsModule } from '../visits/visits.module';
import { AccountExportService } from './account-export.service';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';

/** The owner's account as a whole: export everything, delete everything. */
@Module({
  imports: [AuthModule, VehiclesModule, VisitsModule, DealershipsModule, ClaimsModule, DocumentsModule],
  controllers: [AccountController],
  providers: [AccountService, AccountExportService],
})
export class AccountModule {}
