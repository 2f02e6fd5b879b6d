import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../../infra/mail/mail.module';
import { OutboxModule } from '../../infra/outbox/outbox.module';
import { PdfModule } from '../../infra/pdf/pdf.module';
import { DocumentsModule } from '../documents/documents.module';
import { VisitsModule } from '../visits/visits.module';
import { ClaimDetailsService } from './claim-details.service';
import { ClaimDispatchEntity } from './claim-dispatch.entity';
import { ClaimEntity } from './claim.entity';
import { ClaimSendingService } from './claim-sending.service';
import { ClaimsController } from './claims.controller';
import { ClaimsService } from './claims.service';
import { ClaimDispatcher } from './dispatch/claim-dispatcher';
import { ClaimStatementService } from './statement/claim-statement.service';

/** Claims, their statements, and the outbox that mails them to dealers exactly once. */
@Module({
  imports: [TypeOrmModule.forFeature([ClaimEntity, ClaimDispatchEntity]), VisitsModule, DocumentsModule, PdfModule, MailModule, OutboxModule],
  controllers: [ClaimsController],
  providers: [ClaimsService, ClaimDetailsService, ClaimSendingService, ClaimStatementService, ClaimDispatcher],
  exports: [ClaimsService, ClaimDetailsService],
})
export class ClaimsModule {}
