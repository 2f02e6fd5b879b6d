import { Module } from '@nestjs/common';
import { DependentsModule } from '../dependents/dependents.module';
import { TrashController } from './trash.controller';
import { TrashService } from './trash.service';

/**
 * Deleting into the trash and restoring from it. It names what goes through the dependents
 * module, so the vehicle, visit and claim modules cannot import it: the visit and claim DELETE
 * routes are its controller's, the vehicle's VehicleRoutesModule's.
 */
@Module({
  imports: [DependentsModule],
  controllers: [TrashController],
  providers: [TrashService],
  exports: [TrashService],
})
export class TrashModule {}
