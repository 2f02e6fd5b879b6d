import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type SelectQueryBuilder } from 'typeorm';
import * as zipcodes from 'zipcodes';
import { DealerMessages, type CreateDealerInput, type Dealer, type DealerListQuery, type Dealership, type DealershipSearchQuery } from '@dct/contracts';
import { InvalidFieldsError, NotFoundError } from '../../common/domain-errors';
import type { StoredRow } from '../../common/owned-records';
import { PreparedQuery } from '../../common/prepared-query';
import { DealerEntity } from './dealer.entity';
import { listDealers, searchDealerships, type DealerPage } from './dealership-search';
import { toDealerResponse } from './dto/dealer.response';

const notFound = () => new NotFoundError(DealerMessages.notFound);

/**
 * The dealers an owner can see: the shared directory and the ones they added. Another owner's
 * dealer is as missing as a dealer that never existed.
 */
@Injectable()
export class DealersService {
  private readonly listQuery: PreparedQuery<'userId'>;
  private readonly getQuery: PreparedQuery<'userId' | 'id'>;
  private readonly columns: string[];

  constructor(@InjectRepository(DealerEntity) private readonly dealers: Repository<DealerEntity>) {
    this.columns = dealers.metadata.columns.map((column) => column.databaseName).filter((name) => name !== 'household_id');
    this.listQuery = new PreparedQuery(dealers.manager, ['userId'], ({ userId }) =>
      this.visible(userId).orderBy('lower(dealers.name)').addOrderBy('dealers.id'),
    );
    this.getQuery = new PreparedQuery(dealers.manager, ['userId', 'id'], ({ userId, id }) => this.visible(userId).andWhere('dealers.id = :id', { id }));
  }

  private visible(userId: string): SelectQueryBuilder<DealerEntity> {
    const query = this.dealers.createQueryBuilder('dealers').select([]);
    for (const column of this.columns) query.addSelect(`dealers.${column}`, column);
    return query.addSelect('dealers.household_id IS NOT NULL', 'owned').where('(dealers.household_id IS NULL OR dealers.household_id = :userId)', { userId });
  }

  async list(userId: number): Promise<Dealer[]> {
    return (await this.listQuery.run<StoredRow<Dealer>>({ userId })).map(toDealerResponse);
  }

  /** One page of the dealers the owner can see, matching `q`; nearest to the ZIP code `near` first when given (400 for a ZIP code not in the table). */
  page(userId: number, query: DealerListQuery): Promise<DealerPage> {
    let point: { lat: number; lng: number } | undefined;
    if (query.near) point = this.assertKnownZip(query.near, 'near');
    return listDealers(this.dealers.manager, userId, query, point);
  }

  /** Where a US ZIP code is, or a 400 on `field` naming it when the table does not know it. */
  assertKnownZip(zip: string, field: string): { lat: number; lng: number } {
    const place = zipcodes.lookup(zip);
    if (!place || place.country !== 'US') throw new InvalidFieldsError({ [field]: [DealerMessages.zipUnknown(zip)] });
    return { lat: place.latitude, lng: place.longitude };
  }

  async get(userId: number, id: number): Promise<Dealer> {
    const [row] = await this.getQuery.run<StoredRow<Dealer>>({ userId, id });
    if (!row) throw notFound();
    return toDealerResponse(row);
  }

  /** Dealers the owner can see near a point, nearest first (searchDealerships). */
  search(userId: number, query: DealershipSearchQuery): Promise<Dealership[]> {
    return searchDealerships(this.dealers.manager, userId, query);
  }

  /** How many dealers the owner added (the directory's are nobody's). */
  countOwnedBy(userId: number): Promise<number> {
    return this.dealers.countBy({ household_id: userId });
  }

  /** A dealer for this owner's visits only. */
  async create(userId: number, input: CreateDealerInput): Promise<Dealer> {
    const result = await this.dealers
      .createQueryBuilder()
      .insert()
      .values({ ...input, household_id: userId })
      .returning('id')
      .execute();
    return this.get(userId, (result.raw as Array<{ id: number }>)[0].id);
  }

  /** For a visit that names a dealer: 404 'Dealer not found' unless the owner can see it. */
  async assertVisible(userId: number, id: number): Promise<void> {
    const [row] = await this.getQuery.run({ userId, id });
    if (!row) throw notFound();
  }
}
