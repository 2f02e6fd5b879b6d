import { Module } from '@nestjs/common';
import { ClaimsModule } from '../claims/claims.module';
import { CorrespondenceModule } from '../correspondence/correspondence.module';
import { DocumentsModule } from '../documents/documents.module';
import { LemonLawModule } from '../lemon-law/lemon-law.module';
import { VehiclesModule } from '../vehicles/vehicles.module';
import { VisitsModule } from '../visits/visits.module';
import { DependentsController } from './dependents.controller';
import { DependentsService } from './dependents.service';

/**
 * What deleting a vehicle, visit or claim takes along. A module of its own: it counts through
 * the claims and documents modules, which import vehicles and visits, so those cannot ask them.
 */
@Module({
  imports: [VehiclesModule, VisitsModule, ClaimsModule, DocumentsModule, LemonLawModule, CorrespondenceModule],
  controllers: [DependentsController],
  providers: [DependentsService],
  exports: [DependentsService],
})
export class DependentsModule {}
