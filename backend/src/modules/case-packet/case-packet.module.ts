import { Module } from '@nestjs/common';
import { PdfModule } from '../../infra/pdf/pdf.module';
import { WorkerPoolModule } from '../../infra/worker-pool/worker-pool.module';
import { BuybackModule } from '../buyback/buyback.module';
import { CorrespondenceModule } from '../correspondence/correspondence.module';
import { DocumentsModule } from '../documents/documents.module';
import { LemonLawModule } from '../lemon-law/lemon-law.module';
import { CasePacketService } from './case-packet.service';

/**
 * The case packet for an arbitration program or an attorney. A module of its own: it reads the
 * lemon-law watch, the correspondence log and the buyback estimate, and the correspondence and
 * buyback modules read the lemon-law module, so it cannot live inside it. It owns no table; its
 * route (/api/vehicles/:id/case-packet) is VehicleRoutesModule's.
 */
@Module({
  imports: [LemonLawModule, CorrespondenceModule, BuybackModule, DocumentsModule, PdfModule, WorkerPoolModule],
  providers: [CasePacketService],
  exports: [CasePacketService],
})
export class CasePacketModule {}
