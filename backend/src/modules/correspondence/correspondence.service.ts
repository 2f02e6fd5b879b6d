import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import {
  CorrespondenceMessages,
  VehicleMessages,
  toIsoDay,
  todayIso,
  type CorrespondenceEntry,
  type CorrespondenceItem,
  type CorrespondenceLog,
  type CreateCorrespondenceInput,
  type LemonDeadline,
  type UpdateCorrespondenceInput,
  type Vehicle,
} from '@dct/contracts';
import { lemonDeadlines } from '@dct/contracts/lemon-law';
import { brokenConstraint, type ConstraintMeaning, withConstraintErrors } from '../../common/constraint-errors';
import { InvalidFieldsError, NotFoundError } from '../../common/domain-errors';
import { OwnedRecords, withIsoTimestamps, type StoredRow } from '../../common/owned-records';
import { LemonLawService } from '../lemon-law/lemon-law.service';
import { VehiclesService } from '../vehicles/vehicles.service';
import { CorrespondenceEntryEntity } from './correspondence-entry.entity';

const M = CorrespondenceMessages;

/** A vehicle of one of many owners with the deadlines its log starts: what the alert scan and the calendar feed read. */
export interface OwnerVehicleDeadlines {
  userId: number;
  vehicle: Vehicle;
  deadlines: LemonDeadline[];
}

/** The table's rules between fields, in the words of the form. */
const CONSTRAINTS: Record<string, ConstraintMeaning> = {
  correspondence_entries_tracking: { field: 'tracking_number', message: M.trackingOnlyForMail },
  correspondence_entries_delivered: { field: 'delivered_on', message: M.deliveredBeforeSent },
  correspondence_entries_vehicle_id_fkey: () => new NotFoundError(VehicleMessages.notFound),
};

/** A claim's mail as the log reads it: the claims of the vehicle's visits, the dealer each went to. */
interface ClaimMailRow {
  id: number;
  claim_id: number;
  kind: 'claim' | 'reminder';
  state: string;
  subject: string;
  recipient: string;
  created_at: Date;
  delivered_at: Date | null;
  dealer_name: string;
}

interface ClaimResponseRow {
  claim_id: number;
  dealer_reply: string;
  updated_at: Date;
  dealer_name: string;
}

/** Each claim mail of the owner's vehicle, newest first. */
const CLAIM_MAILS = `
  SELECT d.id, d.claim_id, d.kind, d.state, d.subject, d.recipient, d.created_at, d.delivered_at, dealer.name AS dealer_name
  FROM claim_dispatches d
  JOIN claims c ON c.id = d.claim_id AND c.household_id = $1
  JOIN visits v ON v.id = c.visit_id AND v.household_id = $1
  JOIN dealers dealer ON dealer.id = v.dealer_id
  WHERE d.household_id = $1 AND v.vehicle_id = $2`;

/** The dealer's replies recorded on the vehicle's claims. */
const CLAIM_RESPONSES = `
  SELECT c.id AS claim_id, c.dealer_reply, c.updated_at, dealer.name AS dealer_name
  FROM claims c
  JOIN visits v ON v.id = c.visit_id AND v.household_id = $1
  JOIN dealers dealer ON dealer.id = v.dealer_id
  WHERE c.household_id = $1 AND v.vehicle_id = $2 AND c.dealer_reply IS NOT NULL AND c.dealer_reply <> ''`;

/** The documents of the vehicle's visits among `ids`. */
const VEHICLE_DOCUMENTS = `
  SELECT doc.id FROM documents doc JOIN visits v ON v.id = doc.visit_id
  WHERE v.household_id = $1 AND v.vehicle_id = $2 AND doc.id = ANY($3::int[])`;

/** Summaries of the app's records are cut to what a log line shows; the record itself is one link away. */
const SUMMARY_CHARS = 500;
const cut = (text: string) => (text.length > SUMMARY_CHARS ? `${text.slice(0, SUMMARY_CHARS - 1)}…` : text);

const itemOfEntry = (entry: CorrespondenceEntry): CorrespondenceItem => ({
  source: entry.purpose === 'lemon_notice' ? 'lemon_notice' : 'entry',
  id: `entry-${entry.id}`,
  occurred_on: entry.occurred_on,
  direction: entry.direction,
  party: entry.party,
  party_name: entry.party_name,
  method: entry.method,
  tracking_number: entry.tracking_number,
  summary: entry.summary,
  document_ids: entry.document_ids,
  editable: true,
  entry,
  claim_id: null,
});

const itemOfMail = (mail: ClaimMailRow): CorrespondenceItem => ({
  source: 'claim_mail',
  id: `claim_mail-${mail.id}`,
  occurred_on: toIsoDay(mail.delivered_at ?? mail.created_at),
  direction: 'sent',
  party: 'dealer',
  party_name: mail.dealer_name,
  method: 'email',
  tracking_number: null,
  summary: cut(
    `${mail.kind === 'reminder' ? 'Reminder' : 'Claim'} to ${mail.recipient}: ${mail.subject}${mail.state === 'delivered' ? '' : ` (${mail.state})`}`,
  ),
  document_ids: [],
  editable: false,
  entry: null,
  claim_id: mail.claim_id,
});

const itemOfResponse = (response: ClaimResponseRow): CorrespondenceItem => ({
  source: 'claim_response',
  id: `claim_response-${response.claim_id}`,
  occurred_on: toIsoDay(response.updated_at),
  direction: 'received',
  party: 'dealer',
  party_name: response.dealer_name,
  method: 'email',
  tracking_number: null,
  summary: cut(response.dealer_reply),
  document_ids: [],
  editable: false,
  entry: null,
  claim_id: response.claim_id,
});

/** Newest first; on one day, the owner's entries before the app's records, then by id. */
const newestFirst = (a: CorrespondenceItem, b: CorrespondenceItem) => b.occurred_on.localeCompare(a.occurred_on) || b.id.localeCompare(a.id);

/**
 * A vehicle's correspondence log: the entries the owner adds (letters, messages, calls, visits, and
 * the lemon-law notice's mailing and delivery), merged with the claim mails the app sent and the
 * dealers' replies recorded on claims; and the deadlines that follow from it under the state's rule.
 * Another owner's vehicle or entry is a 404.
 */
@Injectable()
export class CorrespondenceService {
  private readonly records: OwnedRecords<CorrespondenceEntryEntity, StoredRow<CorrespondenceEntry>, CorrespondenceEntry>;
  private readonly ofVehicle: (userId: number, vehicleId: number) => Promise<CorrespondenceEntry[]>;

  constructor(
    @InjectRepository(CorrespondenceEntryEntity) private readonly repository: Repository<CorrespondenceEntryEntity>,
    private readonly vehicles: VehiclesService,
    private readonly lemonLaw: LemonLawService,
  ) {
    this.records = new OwnedRecords(
      repository,
      (row) => withIsoTimestamps<CorrespondenceEntry>(row),
      () => new NotFoundError(M.notFound),
      {
        orderBy: { occurred_on: 'DESC', id: 'DESC' },
      },
    );
    this.ofVehicle = this.records.listWhere('vehicle_id');
  }

  /** The owner's entries of a vehicle, newest first (the alert scan and the calendar read these). */
  entries(userId: number, vehicleId: number): Promise<CorrespondenceEntry[]> {
    return this.ofVehicle(userId, vehicleId);
  }

  /** How many entries the owner added to the vehicle's log (what deleting the vehicle takes along). */
  countForVehicle(userId: number, vehicleId: number): Promise<number> {
    return this.records.countWhereIn(userId, 'vehicle_id', [vehicleId]);
  }

  async log(userId: number, vehicleId: number): Promise<CorrespondenceLog> {
    const { vehicle, outcome } = await this.lemonLaw.record(userId, vehicleId);
    const [entries, mails, responses] = await Promise.all([
      this.ofVehicle(userId, vehicleId),
      this.repository.manager.query<ClaimMailRow[]>(CLAIM_MAILS, [userId, vehicleId]),
      this.repository.manager.query<ClaimResponseRow[]>(CLAIM_RESPONSES, [userId, vehicleId]),
    ]);
    const items = [...entries.map(itemOfEntry), ...mails.map(itemOfMail), ...responses.map(itemOfResponse)].sort(newestFirst);
    const deadlines = vehicle.registration_state ? lemonDeadlines(vehicle.registration_state, entries, outcome.ok ? outcome.watch : null) : [];
    return { items, deadlines, not_legal_advice: M.notLegalAdvice };
  }

  /**
   * The deadlines of many accounts' watched vehicles (the watch's batch read and one query for their
   * entries), but the presumption period's end: the lemon-law window's own alert and event say it.
   */
  async deadlinesFor(userIds: readonly number[], today: string = todayIso()): Promise<OwnerVehicleDeadlines[]> {
    const watches = await this.lemonLaw.watchesFor(userIds, today);
    if (watches.length === 0) return [];
    const rows = await this.repository.find({
      // The watches' vehicles are the accounts' households' own: their ids alone pick the entries.
      where: { vehicle_id: In([...new Set(watches.map(({ vehicle }) => vehicle.id))]) },
      select: { vehicle_id: true, occurred_on: true, direction: true, party: true, method: true, purpose: true, delivered_on: true },
    });
    const entriesOf = new Map<number, CorrespondenceEntryEntity[]>();
    for (const row of rows) entriesOf.set(row.vehicle_id, [...(entriesOf.get(row.vehicle_id) ?? []), row]);
    return watches
      .map(({ userId, vehicle, watch }) => ({
        userId,
        vehicle,
        deadlines: lemonDeadlines(watch.state, entriesOf.get(vehicle.id) ?? [], watch).filter((deadline) => deadline.kind !== 'presumption_period_end'),
      }))
      .filter(({ deadlines }) => deadlines.length > 0);
  }

  async create(userId: number, vehicleId: number, input: CreateCorrespondenceInput): Promise<CorrespondenceEntry> {
    await this.vehicles.get(userId, vehicleId);
    const document_ids = await this.chosenDocuments(userId, vehicleId, input.document_ids ?? []);
    return withConstraintErrors(() => this.records.insert(userId, { ...input, document_ids, vehicle_id: vehicleId }), CONSTRAINTS);
  }

  /**
   * The entry of a dealer's e-mail reply, written once per reply: a hand-in of the message repeated
   * after a crash finds the entry already there (the table holds one per reply) and adds none.
   */
  async logReceivedReply(householdId: number, vehicleId: number, claimReplyId: number, input: CreateCorrespondenceInput): Promise<void> {
    await this.vehicles.get(householdId, vehicleId);
    const document_ids = await this.chosenDocuments(householdId, vehicleId, input.document_ids ?? []);
    try {
      await withConstraintErrors(
        () => this.records.insert(householdId, { ...input, document_ids, vehicle_id: vehicleId, claim_reply_id: claimReplyId }),
        CONSTRAINTS,
      );
    } catch (error) {
      if (brokenConstraint(error) !== 'correspondence_entries_claim_reply') throw error;
    }
  }

  async update(userId: number, vehicleId: number, entryId: number, input: UpdateCorrespondenceInput): Promise<CorrespondenceEntry> {
    await this.entryOf(userId, vehicleId, entryId);
    const { document_ids, ...rest } = input;
    const changes: Partial<CorrespondenceEntryEntity> = { ...(rest as Partial<CorrespondenceEntryEntity>) };
    if (document_ids !== undefined) changes.document_ids = await this.chosenDocuments(userId, vehicleId, document_ids ?? []);
    return withConstraintErrors(() => this.records.update(userId, entryId, changes), CONSTRAINTS);
  }

  async remove(userId: number, vehicleId: number, entryId: number): Promise<void> {
    await this.entryOf(userId, vehicleId, entryId);
    await this.records.delete(userId, entryId);
  }

  /** The entry, if it is the owner's and this vehicle's; a 404 otherwise (the vehicle's own 404 first). */
  private async entryOf(userId: number, vehicleId: number, entryId: number): Promise<CorrespondenceEntry> {
    await this.vehicles.get(userId, vehicleId);
    const entry = await this.records.get(userId, entryId);
    if (entry.vehicle_id !== vehicleId) throw new NotFoundError(M.notFound);
    return entry;
  }

  /** Attachments: each once, all of them documents of this vehicle's visits. */
  private async chosenDocuments(userId: number, vehicleId: number, ids: number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const found = await this.repository.manager.query<Array<{ id: number }>>(VEHICLE_DOCUMENTS, [userId, vehicleId, unique]);
    if (found.length !== unique.length) throw new InvalidFieldsError({ document_ids: [M.documentsInvalid] });
    return unique;
  }
}
