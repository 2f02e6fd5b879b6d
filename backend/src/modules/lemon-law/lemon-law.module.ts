import { Module } from '@nestjs/common';
import { PdfModule } from '../../infra/pdf/pdf.module';
import { DocumentsModule } from '../documents/documents.module';
import { VehiclesModule } from '../vehicles/vehicles.module';
import { VisitsModule } from '../visits/visits.module';
import { CaseFileService } from './case-file.service';
import { LemonLawService } from './lemon-law.service';

/**
 * Lemon-law watch and case file for a vehicle. It owns no table: it reads the owner's vehicle and
 * visits through their services; the visits' documents come through the documents port. Its
 * routes (/api/vehicles/:id/lemon-watch, /case-file.pdf) are VehicleRoutesModule's.
 */
@Module({
  imports: [VehiclesModule, VisitsModule, DocumentsModule, PdfModule],
  providers: [LemonLawService, CaseFileService],
  exports: [LemonLawService, CaseFileService],
})
export class LemonLawModule {}
