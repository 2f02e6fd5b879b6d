import { Module } from '@nestjs/common';
import { VISIT_DOCUMENTS } from '../../common/visit-documents.port';
import { TypeOrmModule } from '@nestjs/typeorm';
import { VisitsModule } from '../visits/visits.module';
import { DocumentEntity } from './document.entity';
import { WorkerPoolModule } from '../../infra/worker-pool/worker-pool.module';
import { DocumentLimits } from './document-limits';
import { DocumentStore } from './document-store';
import { DocumentsController } from './documents.controller';
import { DocumentsService } from './documents.service';
import { UploadSpool } from './upload-spool';
import { VisitDocumentsProvider } from './visit-documents.provider';

@Module({
  imports: [TypeOrmModule.forFeature([DocumentEntity]), VisitsModule, WorkerPoolModule],
  controllers: [DocumentsController],
  providers: [
    DocumentsService,
    DocumentStore,
    DocumentLimits,
    UploadSpool,
    VisitDocumentsProvider,
    { provide: VISIT_DOCUMENTS, useExisting: VisitDocumentsProvider },
  ],
  exports: [VISIT_DOCUMENTS, DocumentsService],
})
export class DocumentsModule {}
