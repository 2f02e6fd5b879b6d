import { Module } from '@nestjs/common';
import { PdfModule } from '../../infra/pdf/pdf.module';
import { DocumentsModule } from '../documents/documents.module';
import { VehiclesModule } from '../vehicles/vehicles.module';
import { VisitsModule } from '../visits/visits.module';
import { CaseFileService } from './case-file.service';
import { LemonLawService } from './lemon-law.service';
import { LemonNoticeService } from './lemon-notice.service';

/**
 * Lemon-law watch, case file and written notice for a vehicle. It owns no table: it reads the owner's vehicle and
 * visits through their services; the visits' documents come through the documents port. Its
 * routes (/api/vehicles/:id/lemon-watch, /case-file.pdf, /lemon-notice) are VehicleRoutesModule's.
 */
@Module({
  imports: [VehiclesModule, VisitsModule, DocumentsModule, PdfModule],
  providers: [LemonLawService, CaseFileService, LemonNoticeService],
  exports: [LemonLawService, CaseFileService, LemonNoticeService],
})
export class LemonLawModule {}
