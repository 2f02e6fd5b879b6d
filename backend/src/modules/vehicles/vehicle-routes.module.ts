import { Module } from '@nestjs/common';
import { CasePacketModule } from '../case-packet/case-packet.module';
import { CatalogModule } from '../catalog/catalog.module';
import { CorrespondenceModule } from '../correspondence/correspondence.module';
import { DependentsModule } from '../dependents/dependents.module';
import { LemonLawModule } from '../lemon-law/lemon-law.module';
import { TrashModule } from '../trash/trash.module';
import { BuybackModule } from '../buyback/buyback.module';
import { ShareLinksModule } from '../share-links/share-links.module';
import { VehiclesController } from './vehicles.controller';
import { VehiclesModule } from './vehicles.module';

/**
 * The /api/vehicles routes (VehiclesController), over the vehicles, catalog, lemon-law,
 * dependents, correspondence and share-link modules. A module of its own: the lemon-law module reads vehicles, so VehiclesModule cannot
 * import it back.
 */
@Module({
  imports: [
    VehiclesModule,
    CatalogModule,
    LemonLawModule,
    BuybackModule,
    DependentsModule,
    TrashModule,
    CorrespondenceModule,
    ShareLinksModule,
    CasePacketModule,
  ],
  controllers: [VehiclesController],
})
export class VehicleRoutesModule {}
