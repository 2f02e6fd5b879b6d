import { Module } from '@nestjs/common';
import { PdfModule } from '../../infra/pdf/pdf.module';
import { DocumentsModule } from '../documents/documents.module';
import { VehiclesModule } from '../vehicles/vehicles.module';
import { VisitsModule } from '../visits/visits.module';
import { CaseFileService } from './case-file.service';
import { LemonLawController } from './lemon-law.controller';
import { LemonLawService } from './lemon-law.service';

/**
 * Lemon-law watch and case file for a vehicle. It owns no table: it reads the owner's vehicle and
 * visits through their services; the visits' documents come through the documents port.
 */
@Module({
  imports: [VehiclesModule, VisitsModule, DocumentsModule, PdfModule],
  controllers: [LemonLawController],
  providers: [LemonLawService, CaseFileService],
})
export class LemonLawModule {}
