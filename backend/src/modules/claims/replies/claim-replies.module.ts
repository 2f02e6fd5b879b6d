import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { INBOUND_MAIL } from '../../../common/inbound-mail.port';
import { WorkerPoolModule } from '../../../infra/worker-pool/worker-pool.module';
import { CorrespondenceModule } from '../../correspondence/correspondence.module';
import { DocumentsModule } from '../../documents/documents.module';
import { NotificationsModule } from '../../notifications/notifications.module';
import { VisitsModule } from '../../visits/visits.module';
import { ClaimsModule } from '../claims.module';
import { ClaimRepliesController, InboundMailController } from './claim-replies.controller';
import { ClaimRepliesService } from './claim-replies.service';
import { ClaimReplyEntity } from './claim-reply.entity';
import { InboundMessageChunkEntity, InboundMessageEntity, InboundSignatureEntity } from './inbound-message.entity';
import { InboundSignatures } from './inbound-signatures';

/**
 * Dealers' replies by e-mail: the inbound port (INBOUND_MAIL, for the webhook here and the
 * mailbox watcher), the replies filed on claims, and the owner's accept/dismiss of each proposal.
 */
@Module({})
export class ClaimRepliesModule {
  /** `ai`: the app's AiModule as it was created (the same object, so its routes are not mounted twice). */
  static forRoot(ai: DynamicModule): DynamicModule {
    return {
      module: ClaimRepliesModule,
      imports: [
        TypeOrmModule.forFeature([InboundMessageEntity, InboundMessageChunkEntity, InboundSignatureEntity, ClaimReplyEntity]),
        ClaimsModule,
        VisitsModule,
        DocumentsModule,
        CorrespondenceModule,
        NotificationsModule,
        WorkerPoolModule,
        ai,
      ],
      controllers: [ClaimRepliesController, InboundMailController],
      providers: [ClaimRepliesService, InboundSignatures, { provide: INBOUND_MAIL, useExisting: ClaimRepliesService }],
      exports: [INBOUND_MAIL, ClaimRepliesService],
    };
  }
}
