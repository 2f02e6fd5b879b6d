import { VehicleMessages } from '@dct/contracts';
import { NotFoundError } from '../../common/domain-errors';

export class VehicleNotFoundError extends NotFoundError {
  constructor() {
    super(VehicleMessages.notFound);
  }
}
