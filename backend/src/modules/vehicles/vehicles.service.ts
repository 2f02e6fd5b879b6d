import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { VehicleMessages, type Vehicle } from '@dct/contracts';
import { NotFoundError } from '../../common/domain-errors';
import { OwnedRecords, type StoredRow } from '../../common/owned-records';
import type { CreateVehicleDto, UpdateVehicleDto } from './dto/create-vehicle.dto';
import { toVehicleResponse } from './dto/vehicle.response';
import { VehicleEntity } from './vehicle.entity';

@Injectable()
export class VehiclesService {
  private readonly records: OwnedRecords<VehicleEntity, StoredRow<Vehicle>, Vehicle>;

  constructor(@InjectRepository(VehicleEntity) repository: Repository<VehicleEntity>) {
    // Newest first, so a vehicle just added is the first card the owner sees.
    this.records = new OwnedRecords(repository, toVehicleResponse, () => new NotFoundError(VehicleMessages.notFound), { id: 'DESC' });
  }

  list(userId: number): Promise<Vehicle[]> {
    return this.records.list(userId);
  }

  get(userId: number, id: number): Promise<Vehicle> {
    return this.records.get(userId, id);
  }

  create(userId: number, input: CreateVehicleDto): Promise<Vehicle> {
    return this.records.insert(userId, input);
  }

  update(userId: number, id: number, input: UpdateVehicleDto): Promise<Vehicle> {
    return this.records.update(userId, id, input);
  }

  remove(userId: number, id: number): Promise<void> {
    return this.records.delete(userId, id);
  }

  /** For modules that link to a vehicle (a visit): 404 'Vehicle not found' unless it is the owner's. */
  assertOwned(userId: number, id: number): Promise<void> {
    return this.records.assertOwned(userId, id);
  }
}
