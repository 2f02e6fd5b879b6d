import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { DataSource } from 'typeorm';
import {
  LemonLawMessages,
  SHARE_LINK_LIMITS,
  ShareLinkMessages,
  vehicleLabel,
  withoutMoney,
  type CreateShareLinkInput,
  type CurrentUser,
  type ShareLink,
  type ShareLinkCreated,
  type SharedFile,
} from '@dct/contracts';
import type { AppConfig } from '../../config/config.schema';
import { InjectConfig } from '../../config/config.module';
import { ConflictError, NotFoundError, UnauthenticatedError } from '../../common/domain-errors';
import { newSecretToken, secretTokenHash } from '../../common/secret-token';
import { ClaimsService } from '../claims/claims.service';
import { CorrespondenceService } from '../correspondence/correspondence.service';
import { DocumentsService } from '../documents/documents.service';
import { CaseFileService } from '../lemon-law/case-file.service';
import { LemonLawService } from '../lemon-law/lemon-law.service';
import { VehiclesService } from '../vehicles/vehicles.service';
import { clientDescription } from './client-description';
import { ShareLinkEntity, ShareLinkOpenEntity } from './share-link.entity';
import type { ActingMember } from '../../common/household-access';

/** A link's token is 32 bytes in base64url: anything else is refused before the database is asked. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Unknown, revoked, expired or malformed: the same 404 and the same words. */
const linkNotFound = () => new NotFoundError(ShareLinkMessages.notFound);

/** A link that works, found by its token, with whose file it opens. */
interface OpenLink {
  id: number;
  household_id: number;
  vehicle_id: number;
  passcode_hash: string | null;
  hide_money: boolean;
  hide_contact: boolean;
  expires_at: Date;
}

/**
 * Read-only links to one vehicle's file: made, listed with their opens and revoked by the owner;
 * opened without an account by whoever holds the token (and the passcode, when one was set).
 * What a link shows is an allow-list of fields (SharedFile), never the owner's records as such.
 */
@Injectable()
export class ShareLinksService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly vehicles: VehiclesService,
    private readonly documents: DocumentsService,
    private readonly claims: ClaimsService,
    private readonly correspondence: CorrespondenceService,
    private readonly lemonLaw: LemonLawService,
    private readonly caseFiles: CaseFileService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async create(userId: number, vehicleId: number, input: CreateShareLinkInput): Promise<ShareLinkCreated> {
    await this.vehicles.assertOwned(userId, vehicleId);
    const token = newSecretToken();
    const passcodeHash = input.passcode ? await argon2.hash(input.passcode) : null;
    const id = await this.dataSource.transaction(async (manager) => {
      // One vehicle's links are counted and added one at a time (the vehicle's row is the lock).
      await manager.query('SELECT id FROM vehicles WHERE id = $1 AND household_id = $2 FOR UPDATE', [vehicleId, userId]);
      const [{ count }] = await manager.query<Array<{ count: number }>>(
        'SELECT count(*)::int AS count FROM share_links WHERE vehicle_id = $1 AND revoked_at IS NULL AND expires_at > now()',
        [vehicleId],
      );
      if (count >= SHARE_LINK_LIMITS.perVehicle) throw new ConflictError(ShareLinkMessages.tooMany);
      const saved = await manager.getRepository(ShareLinkEntity).save({
        household_id: userId,
        vehicle_id: vehicleId,
        token_hash: secretTokenHash(token),
        passcode_hash: passcodeHash,
        hide_money: input.hide_money,
        hide_contact: input.hide_contact,
        expires_at: new Date(Date.now() + input.expires_in_days * DAY_MS),
        revoked_at: null,
      });
      return saved.id;
    });
    return { id, url: `${this.config.appUrl}/share/${token}` };
  }

  async list(userId: number, vehicleId: number): Promise<ShareLink[]> {
    await this.vehicles.assertOwned(userId, vehicleId);
    const links = await this.dataSource.getRepository(ShareLinkEntity).find({ where: { household_id: userId, vehicle_id: vehicleId }, order: { id: 'DESC' } });
    if (links.length === 0) return [];
    const opens = await this.dataSource.query<Array<{ share_link_id: number; opened_at: Date; client: string; rank: number; total: number }>>(
      `SELECT share_link_id, opened_at, client, rank, total FROM (
         SELECT share_link_id, opened_at, client,
                row_number() OVER (PARTITION BY share_link_id ORDER BY opened_at DESC, id DESC)::int AS rank,
                count(*) OVER (PARTITION BY share_link_id)::int AS total
         FROM share_link_opens WHERE share_link_id = ANY($1)
       ) ranked WHERE rank <= $2 ORDER BY share_link_id, rank`,
      [links.map((link) => link.id), SHARE_LINK_LIMITS.opensListed],
    );
    const now = Date.now();
    return links.map((link) => {
      const own = opens.filter((open) => open.share_link_id === link.id);
      return {
        id: link.id,
        vehicle_id: link.vehicle_id,
        created_at: link.created_at.toISOString(),
        expires_at: link.expires_at.toISOString(),
        revoked_at: link.revoked_at?.toISOString() ?? null,
        active: link.revoked_at === null && link.expires_at.getTime() > now,
        hide_money: link.hide_money,
        hide_contact: link.hide_contact,
        has_passcode: link.passcode_hash !== null,
        open_count: own[0]?.total ?? 0,
        opens: own.map((open) => ({ opened_at: new Date(open.opened_at).toISOString(), client: open.client })),
      };
    });
  }

  /** Stops the link at once; revoking it again changes nothing. Another owner's link is not found. */
  async revoke(userId: number, linkId: number): Promise<void> {
    // An UPDATE … RETURNING answers [rows, count].
    const [rows] = await this.dataSource.query<[Array<{ id: number }>, number]>(
      'UPDATE share_links SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1 AND household_id = $2 RETURNING id',
      [linkId, userId],
    );
    if (rows.length === 0) throw linkNotFound();
  }

  /** The vehicle's file as the link allows; each view is counted as an open. */
  async open(token: string, passcode: string | undefined, userAgent: string | undefined): Promise<SharedFile> {
    const link = await this.workingLink(token, passcode);
    await this.dataSource.getRepository(ShareLinkOpenEntity).insert({ share_link_id: link.id, client: clientDescription(userAgent) });
    return this.file(link);
  }

  /** The case file PDF as the link allows: contact details left out, and the documents too when money is hidden (they carry it). */
  async caseFile(token: string, passcode: string | undefined): Promise<{ pdf: Buffer; vehicleId: number }> {
    const link = await this.workingLink(token, passcode);
    const owner = await this.ownerOf(link.household_id);
    const pdf = await this.caseFiles.render(owner, link.vehicle_id, { hideContact: link.hide_contact, withoutEvidence: link.hide_money });
    return { pdf, vehicleId: link.vehicle_id };
  }

  private async workingLink(token: string, passcode: string | undefined): Promise<OpenLink> {
    if (!TOKEN_SHAPE.test(token)) throw linkNotFound();
    const [link] = await this.dataSource.query<OpenLink[]>(
      `SELECT id, household_id, vehicle_id, passcode_hash, hide_money, hide_contact, expires_at FROM share_links
       WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()`,
      [secretTokenHash(token)],
    );
    if (!link) throw linkNotFound();
    if (link.passcode_hash !== null) {
      if (!passcode) throw new UnauthenticatedError(ShareLinkMessages.passcodeNeeded);
      const right = passcode.length <= SHARE_LINK_LIMITS.passcodeMax && (await argon2.verify(link.passcode_hash, passcode).catch(() => false));
      if (!right) throw new UnauthenticatedError(ShareLinkMessages.passcodeWrong);
    }
    return link;
  }

  /** Who the file is shown as kept by: the household's longest-standing owner. */
  private async ownerOf(householdId: number): Promise<ActingMember> {
    const [owner] = await this.dataSource.query<ActingMember[]>(
      `SELECT users.id, users.name, users.email, member.household_id AS "householdId"
       FROM household_members member JOIN users ON users.id = member.user_id
       WHERE member.household_id = $1 ORDER BY (member.role = 'owner') DESC, member.joined_at, users.id LIMIT 1`,
      [householdId],
    );
    if (!owner) throw linkNotFound();
    return owner;
  }

  private async file(link: OpenLink): Promise<SharedFile> {
    const { household_id: householdId, vehicle_id: vehicleId, hide_money: hideMoney, hide_contact: hideContact } = link;
    const owner = await this.ownerOf(householdId);
    const { vehicle, visits, outcome } = await this.lemonLaw.record(householdId, vehicleId);
    const visitIds = new Set(visits.map((visit) => visit.id));
    const claims = (await this.claims.list(householdId)).filter((claim) => visitIds.has(claim.visit_id));
    const documents = (await Promise.all(visits.map((visit) => this.documents.list(householdId, visit.id)))).flat();
    const log = await this.correspondence.log(householdId, vehicleId);
    const money = (value: number | null) => (hideMoney ? null : value);
    const text = (value: string | null) => (value === null ? null : this.withoutContact(hideMoney ? withoutMoney(value) : value, owner, hideContact));
    return {
      expires_at: link.expires_at.toISOString(),
      hide_money: hideMoney,
      hide_contact: hideContact,
      owner: { name: owner.name, email: hideContact ? null : owner.email },
      vehicle: {
        label: vehicleLabel(vehicle),
        year: vehicle.year,
        make: vehicle.make,
        model: vehicle.model,
        trim: vehicle.trim,
        vin: vehicle.vin,
        registration_state: vehicle.registration_state,
        condition: vehicle.condition,
        purchase_date: vehicle.purchase_date,
        delivery_date: vehicle.delivery_date,
        delivery_mileage: vehicle.delivery_mileage,
        purchase_price: money(vehicle.purchase_price),
        downtime_days: vehicle.downtime_days,
        visit_count: vehicle.visit_count,
      },
      visits: visits.map((visit) => ({
        id: visit.id,
        date_in: visit.date_in,
        date_out: visit.date_out,
        days: visit.days,
        status: visit.status,
        dealer_name: visit.dealer_name,
        ro_number: visit.ro_number,
        primary_issue: text(visit.primary_issue) ?? '',
        defect: text(visit.defect),
        mileage_in: visit.mileage_in,
        mileage_out: visit.mileage_out,
        complaint: text(visit.complaint),
        cause: text(visit.cause),
        correction: text(visit.correction),
        warranty_repair: visit.warranty_repair,
        safety_defect: visit.safety_defect,
      })),
      documents: documents.map((document) => ({
        id: document.id,
        visit_id: document.visit_id,
        file_name: document.file_name,
        mime_type: document.mime_type,
        file_size: document.file_size,
        sha256: document.sha256,
        created_at: document.created_at,
      })),
      claims: claims.map((claim) => ({
        id: claim.id,
        visit_id: claim.visit_id,
        status: claim.status,
        dealer_name: claim.dealer_name,
        sent_at: claim.sent_at,
        response_due: claim.response_due,
        closed_at: claim.closed_at,
        ask_amount: money(claim.ask_amount),
        offered_amount: money(claim.offered_amount),
        recovered_amount: money(claim.recovered_amount),
        dealer_reply: text(claim.dealer_reply),
      })),
      correspondence: log.items.map((item) => ({
        occurred_on: item.occurred_on,
        direction: item.direction,
        party: item.party,
        party_name: item.party_name,
        method: item.method,
        tracking_number: item.tracking_number,
        summary: text(item.summary) ?? '',
      })),
      lemon_watch: outcome.ok ? outcome.watch : null,
      not_legal_advice: LemonLawMessages.notLegalAdvice,
    };
  }

  /** Free text with the owner's e-mail address taken out, where the link hides contact details. */
  private withoutContact(text: string, owner: CurrentUser, hide: boolean): string {
    if (!hide || !owner.email) return text;
    return text.replace(new RegExp(owner.email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), '[contact hidden]');
  }
}
