import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  ClaimMessages,
  TRASH_DAYS,
  TrashMessages,
  VehicleMessages,
  VisitMessages,
  formatDate,
  type RecordDependents,
  type TrashItem,
  type TrashKind,
} from '@dct/contracts';
import { brokenConstraint } from '../../common/constraint-errors';
import { ConflictError, NotFoundError } from '../../common/domain-errors';
import { DependentsService } from '../dependents/dependents.service';
import { vehicleLabelSql } from '../vehicles/vehicles.service';

/** Each kind's table and the 404 of a record that is not the owner's. */
const ROOTS: Record<TrashKind, { table: string; notFound: string }> = {
  vehicle: { table: 'vehicles', notFound: VehicleMessages.notFound },
  visit: { table: 'visits', notFound: VisitMessages.notFound },
  claim: { table: 'claims', notFound: ClaimMessages.notFound },
};

/** The tables a deletion takes rows from, parents first: the order restoring puts them back in. */
const TABLES = [
  'vehicles',
  'vehicle_buyback_costs',
  'visits',
  'claims',
  'claim_dispatches',
  'documents',
  'document_chunks',
  'correspondence_entries',
  'visit_changes',
] as const;

/**
 * Every row that goes with the record, as its table's JSON, into trash_rows: the vehicles ($3) with their buyback costs,
 * their visits and the visits named ($4), those visits' claims and the claims named ($5), the
 * claims' mails, the visits' documents and their files' chunks, the vehicles' correspondence
 * entries, the visits' histories. All of them the owner's ($2).
 */
const SNAPSHOT = `
  WITH vh AS (SELECT * FROM vehicles WHERE household_id = $2 AND id = ANY($3::int[])),
       bc AS (SELECT * FROM vehicle_buyback_costs WHERE vehicle_id IN (SELECT id FROM vh)),
       vi AS (SELECT * FROM visits WHERE household_id = $2 AND (id = ANY($4::int[]) OR vehicle_id IN (SELECT id FROM vh))),
       cl AS (SELECT * FROM claims WHERE household_id = $2 AND (id = ANY($5::int[]) OR visit_id IN (SELECT id FROM vi))),
       di AS (SELECT * FROM claim_dispatches WHERE claim_id IN (SELECT id FROM cl)),
       dc AS (SELECT * FROM documents WHERE visit_id IN (SELECT id FROM vi)),
       ch AS (SELECT * FROM document_chunks WHERE document_id IN (SELECT id FROM dc)),
       ce AS (SELECT * FROM correspondence_entries WHERE household_id = $2 AND vehicle_id IN (SELECT id FROM vh)),
       hi AS (SELECT * FROM visit_changes WHERE household_id = $2 AND visit_id IN (SELECT id FROM vi))
  INSERT INTO trash_rows (trash_id, position, table_name, row)
  SELECT $1, row_number() OVER (ORDER BY step, k1, k2), table_name, row FROM (
              SELECT 1 AS step, id AS k1, 0 AS k2, 'vehicles' AS table_name, to_jsonb(vh) AS row FROM vh
    UNION ALL SELECT 2, id, 0, 'visits', to_jsonb(vi) FROM vi
    UNION ALL SELECT 3, id, 0, 'claims', to_jsonb(cl) FROM cl
    UNION ALL SELECT 4, id, 0, 'claim_dispatches', to_jsonb(di) FROM di
    UNION ALL SELECT 5, id, 0, 'documents', to_jsonb(dc) FROM dc
    UNION ALL SELECT 6, document_id, seq, 'document_chunks', to_jsonb(ch) FROM ch
    UNION ALL SELECT 7, id, 0, 'correspondence_entries', to_jsonb(ce) FROM ce
    UNION ALL SELECT 8, id, 0, 'visit_changes', to_jsonb(hi) FROM hi
    UNION ALL SELECT 9, vehicle_id, 0, 'vehicle_buyback_costs', to_jsonb(bc) FROM bc
  ) AS taken`;

/** Why a restore failed, by the constraint that refused it. */
const RESTORE_REFUSALS: Record<string, () => Error> = {
  visits_vehicle_id_fkey: () => new ConflictError(TrashMessages.parentGone.visit),
  claims_visit_id_fkey: () => new ConflictError(TrashMessages.parentGone.claim),
  visits_dealer_id_fkey: () => new ConflictError(TrashMessages.dealerGone),
  vehicles_user_vin_key: () => new ConflictError(TrashMessages.conflict),
};

interface TrashRow {
  kind: TrashKind;
  id: number;
  name: string;
  deleted_at: Date;
  days_left: number;
  /** Stored as counted at the deletion: records trashed before correspondence entries were counted have no count for them. */
  dependents: Omit<RecordDependents, 'correspondence'> & Partial<Pick<RecordDependents, 'correspondence'>>;
}

/**
 * The trash: deleting a vehicle, visit or claim moves it, with everything that goes with it, out
 * of its tables into `trash_rows` (one transaction), so no list, count, watch, statement or export
 * can see it; restoring puts the same rows back with their ids; after TRASH_DAYS the worker purges
 * it (purgeExpiredTrash). Another owner's record, trashed or not, is a 404.
 */
@Injectable()
export class TrashService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly dependents: DependentsService,
  ) {}

  /** Deletes the record into the trash; what goes with it is what its dependents named. */
  async delete(userId: number, kind: TrashKind, id: number): Promise<void> {
    const dependents = await this.dependentsOf(userId, kind, id);
    await this.dataSource.transaction(async (manager) => {
      const { table, notFound } = ROOTS[kind];
      // Held still: a visit or claim added to it meanwhile waits, then finds it gone.
      const [root] = await manager.query<Array<{ id: number }>>(`SELECT id FROM ${table} WHERE id = $1 AND household_id = $2 FOR UPDATE`, [id, userId]);
      if (!root) throw new NotFoundError(notFound);
      const [{ id: trashId }] = await manager.query<Array<{ id: number }>>(
        `INSERT INTO trash (household_id, kind, record_id, name, dependents) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [userId, kind, id, await this.nameOf(manager, kind, id), JSON.stringify(dependents)],
      );
      const only = (wanted: TrashKind) => (kind === wanted ? [id] : []);
      await manager.query(SNAPSHOT, [trashId, userId, only('vehicle'), only('visit'), only('claim')]);
      // The database cascades to the rows just kept.
      await manager.query(`DELETE FROM ${table} WHERE id = $1 AND household_id = $2`, [id, userId]);
    });
  }

  /** The owner's trash, most recently deleted first. */
  async list(userId: number): Promise<TrashItem[]> {
    const rows = await this.dataSource.query<TrashRow[]>(
      `SELECT kind, record_id AS id, name, deleted_at, dependents,
              GREATEST(0, ceil(extract(epoch FROM deleted_at + make_interval(days => $2) - now()) / 86400))::int AS days_left
       FROM trash WHERE household_id = $1 ORDER BY deleted_at DESC, id DESC`,
      [userId, TRASH_DAYS],
    );
    return rows.map((row) => ({ ...row, dependents: { correspondence: 0, ...row.dependents }, deleted_at: row.deleted_at.toISOString() }));
  }

  /** Puts the record back with everything that went with it; 404 unless the owner's trash holds it. */
  async restore(userId: number, kind: TrashKind, id: number): Promise<void> {
    try {
      await this.dataSource.transaction(async (manager) => {
        const [item] = await manager.query<Array<{ id: number }>>(`SELECT id FROM trash WHERE household_id = $1 AND kind = $2 AND record_id = $3 FOR UPDATE`, [
          userId,
          kind,
          id,
        ]);
        if (!item) throw new NotFoundError(TrashMessages.notFound);
        for (const table of TABLES) {
          // A vehicle's preferred dealer deleted meanwhile is cleared, as deleting it would have.
          const row =
            table === 'vehicles'
              ? `row || jsonb_build_object('preferred_dealer_id', CASE WHEN EXISTS (SELECT 1 FROM dealers WHERE id = (row->>'preferred_dealer_id')::int) THEN row->'preferred_dealer_id' END)`
              : 'row';
          await manager.query(
            `INSERT INTO ${table} SELECT (jsonb_populate_record(NULL::${table}, ${row})).*
             FROM trash_rows WHERE trash_id = $1 AND table_name = $2 ORDER BY position`,
            [item.id, table],
          );
        }
        await manager.query(`DELETE FROM trash WHERE id = $1`, [item.id]);
      });
    } catch (error) {
      const constraint = brokenConstraint(error);
      const refusal = constraint ? RESTORE_REFUSALS[constraint] : undefined;
      if (refusal) throw refusal();
      throw error;
    }
  }

  /**
   * Deletes what has been in the trash longer than TRASH_DAYS, with every row that went with it
   * (the documents' files too: their chunks are among the trashed rows). The worker's scheduled
   * alert scan runs it; answers how many trashed records went.
   */
  async purge(days = TRASH_DAYS): Promise<number> {
    const [, removed] = await this.dataSource.query<[unknown, number]>(`DELETE FROM trash WHERE deleted_at < now() - make_interval(days => $1)`, [days]);
    return removed;
  }

  private dependentsOf(userId: number, kind: TrashKind, id: number): Promise<RecordDependents> {
    if (kind === 'vehicle') return this.dependents.ofVehicle(userId, id);
    if (kind === 'visit') return this.dependents.ofVisit(userId, id);
    return this.dependents.ofClaim(userId, id);
  }

  /** What the trash calls it: the vehicle's label, 'Visit of Mar 3, 2025', 'Claim #4'. */
  private async nameOf(manager: EntityManager, kind: TrashKind, id: number): Promise<string> {
    if (kind === 'claim') return `Claim #${id}`;
    if (kind === 'visit') {
      const [visit] = await manager.query<Array<{ date_in: string }>>(`SELECT date_in::text AS date_in FROM visits WHERE id = $1`, [id]);
      return `Visit of ${formatDate(visit.date_in)}`;
    }
    const [vehicle] = await manager.query<Array<{ label: string }>>(`SELECT ${vehicleLabelSql('vehicles')} AS label FROM vehicles WHERE id = $1`, [id]);
    return vehicle.label;
  }
}
