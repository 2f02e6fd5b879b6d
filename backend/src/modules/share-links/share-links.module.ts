import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ClaimsModule } from '../claims/claims.module';
import { CorrespondenceModule } from '../correspondence/correspondence.module';
import { DocumentsModule } from '../documents/documents.module';
import { LemonLawModule } from '../lemon-law/lemon-law.module';
import { VehiclesModule } from '../vehicles/vehicles.module';
import { ShareLinkEntity, ShareLinkOpenEntity } from './share-link.entity';
import { SharedFileController, ShareLinksController } from './share-links.controller';
import { ShareLinksService } from './share-links.service';

/** Read-only links to one vehicle's file, for an attorney or an arbitrator. */
@Module({
  imports: [
    TypeOrmModule.forFeature([ShareLinkEntity, ShareLinkOpenEntity]),
    VehiclesModule,
    DocumentsModule,
    ClaimsModule,
    CorrespondenceModule,
    LemonLawModule,
  ],
  controllers: [ShareLinksController, SharedFileController],
  providers: [ShareLinksService],
  exports: [ShareLinksService],
})
export class ShareLinksModule {}
