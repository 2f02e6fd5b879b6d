import { Controller, Delete, Get, Header, HttpCode, Param, Post, Put, Query, Res, applyDecorators } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import {
  BuybackMessages,
  CasePacketMessages,
  casePacketFileName,
  type CasePacketInput,
  type BuybackCostsInput,
  type BuybackEstimate,
  CatalogMessages,
  CorrespondenceMessages,
  LemonLawMessages,
  LemonNoticeMessages,
  type LemonNoticeDraft,
  type LemonNoticeInput,
  VehicleMessages,
  type CatalogOption,
  type CorrespondenceEntry,
  type CorrespondenceLog,
  type CreateCorrespondenceInput,
  type UpdateCorrespondenceInput,
  type DecodedVin,
  type LemonWatch,
  type RecordDependents,
  type CreateVehicleInput,
  type UpdateVehicleInput,
  type Vehicle,
  type VehicleListItem,
  ShareLinkMessages,
  type CreateShareLinkInput,
  type ShareLink,
  type ShareLinkCreated,
} from '@dct/contracts';
import { REFERENCE_DATA_CACHE } from '../../common/cache-control';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { RateLimited } from '../../common/rate-limit/rate-limit.guard';
import { SignedIn } from '../../common/signed-in.guard';
import { Household, SignedInMember, type ActingMember, type HouseholdAccess } from '../../common/household-access';
import { BuybackService } from '../buyback/buyback.service';
import { BuybackCostsInputDoc, BuybackEstimateResponse } from '../buyback/dto/buyback.response';
import { CasePacketService } from '../case-packet/case-packet.service';
import { CasePacketInputDoc } from '../case-packet/dto/case-packet.response';
import { CatalogService } from '../catalog/catalog.service';
import { CatalogOptionResponse, DecodedVinResponse } from '../catalog/dto/catalog.response';
import { CorrespondenceService } from '../correspondence/correspondence.service';
import {
  CorrespondenceEntryResponse,
  CorrespondenceLogResponse,
  CreateCorrespondenceInputDoc,
  UpdateCorrespondenceInputDoc,
} from '../correspondence/dto/correspondence.response';
import { DependentsService } from '../dependents/dependents.service';
import { RecordDependentsResponse } from '../dependents/dto/dependents.response';
import { MovesToTrash } from '../../common/moves-to-trash.decorator';
import { TrashService } from '../trash/trash.service';
import { ShareLinksService } from '../share-links/share-links.service';
import { CreateShareLinkInputDoc, ShareLinkCreatedResponse, ShareLinkResponse } from '../share-links/dto/share-link.response';
import { CaseFileService, caseFileName } from '../lemon-law/case-file.service';
import { LemonWatchResponse } from '../lemon-law/dto/lemon-watch.response';
import { LemonNoticeDraftResponse, LemonNoticeInputDoc } from '../lemon-law/dto/lemon-notice.response';
import { LemonLawService } from '../lemon-law/lemon-law.service';
import { LemonNoticeService } from '../lemon-law/lemon-notice.service';
import {
  buybackCostsInputSchema,
  casePacketInputSchema,
  correspondenceInputSchema,
  createShareLinkInputSchema,
  lemonNoticeInputSchema,
  vehicleFormSchema,
} from '@dct/contracts/schemas';
import { ValidBody } from '../../common/zod-body.pipe';
import { CreateVehicleInputDoc, UpdateVehicleInputDoc } from './dto/vehicle-input.doc';
import { VehicleListItemResponse, VehicleResponse } from './dto/vehicle.response';
import { VehiclesService } from './vehicles.service';
import { Idempotent } from '../../common/idempotency/idempotent.decorator';
import { sendPdfDownload } from '../../common/pdf-download';
import { CreatesRecord } from '../../common/creates-record.decorator';
import { ReadsRecord } from '../../common/reads-record.decorator';
import { UpdatesRecord } from '../../common/updates-record.decorator';

const vehicleId = new ParseIdPipe(VehicleMessages.notFound);
const makeId = new ParseIdPipe(CatalogMessages.makeNotFound);
const entryId = new ParseIdPipe(CorrespondenceMessages.notFound);
const correspondenceBody = () => correspondenceInputSchema;

/**
 * A route another module does the work of: its tag, and the operation id its own controller gave
 * it (the typed client's name for it), with a summary where there is one.
 */
const ModuleRoute = (tag: string, operationId: string, summary?: string) =>
  applyDecorators(ApiTags(tag), ApiOperation({ operationId, ...(summary && { summary }) }));

/**
 * Every /api/vehicles route, the catalog's and the lemon law's included. They share the prefix
 * with /:id, and Express takes the first route that matches: in controllers of their own, whether
 * /vehicles/manufacturers was a make list or vehicle 'manufacturers' (404) hung on the order the
 * modules were imported. Here one list fixes it: the fixed paths come before /:id. The catalog and
 * lemon-law and correspondence modules keep the work; their routes keep the tags and operation ids the API documents.
 */
@Controller('vehicles')
@SignedIn()
export class VehiclesController {
  constructor(
    private readonly vehicles: VehiclesService,
    private readonly catalog: CatalogService,
    private readonly lemonLaw: LemonLawService,
    private readonly caseFiles: CaseFileService,
    private readonly notices: LemonNoticeService,
    private readonly buyback: BuybackService,
    private readonly dependents: DependentsService,
    private readonly trash: TrashService,
    private readonly correspondence: CorrespondenceService,
    private readonly shareLinks: ShareLinksService,
    private readonly casePackets: CasePacketService,
  ) {}

  @Get()
  @ApiTags('vehicles')
  @ApiOkResponse({ type: [VehicleListItemResponse] })
  async list(@Household() household: HouseholdAccess): Promise<VehicleListItem[]> {
    return this.lemonLaw.withWatches(household.id, await this.vehicles.list(household.id));
  }

  @CreatesRecord(VehicleResponse, CreateVehicleInputDoc)
  @ApiTags('vehicles')
  create(@Household() household: HouseholdAccess, @ValidBody(vehicleFormSchema) input: CreateVehicleInput): Promise<Vehicle> {
    return this.vehicles.create(household.id, input);
  }

  // Spec §7: VIN decoding, makes and models (vPIC data shipped with the app).

  @Get('decode/:vin')
  @Header('Cache-Control', REFERENCE_DATA_CACHE)
  @ModuleRoute('catalog', 'CatalogController_decode')
  @ApiOkResponse({
    type: DecodedVinResponse,
    description: "vPIC's answer; errorCode '0' when the VIN decoded cleanly, else errorCode and errorText say why (a bad check digit is '1')",
  })
  decode(@Param('vin') vin: string): Promise<DecodedVin> {
    return this.catalog.decode(vin);
  }

  @Get('manufacturers')
  @Header('Cache-Control', REFERENCE_DATA_CACHE)
  @ModuleRoute('catalog', 'CatalogController_manufacturers')
  @ApiOkResponse({
    type: [CatalogOptionResponse],
    description: 'Makes of passenger cars, trucks and MPVs, by name; with `year`, only those with models that year, the most common US makes first',
  })
  @ApiQuery({ name: 'year', required: false, type: String, description: 'A model year (1900–2100)' })
  @ApiBadRequestResponse({ description: CatalogMessages.yearInvalid })
  manufacturers(@Query('year') year?: string): Promise<CatalogOption[]> {
    return this.catalog.manufacturers(year);
  }

  @Get('models/:makeId')
  @Header('Cache-Control', REFERENCE_DATA_CACHE)
  @ModuleRoute('catalog', 'CatalogController_models')
  @ApiOkResponse({ type: [CatalogOptionResponse], description: 'The models of the make, by name' })
  @ApiNotFoundResponse({ description: CatalogMessages.makeNotFound })
  models(@Param('makeId', makeId) id: number): Promise<CatalogOption[]> {
    return this.catalog.models(id);
  }

  @Get('models/:makeId/:year')
  @Header('Cache-Control', REFERENCE_DATA_CACHE)
  @ModuleRoute('catalog', 'CatalogController_modelsOfYear')
  @ApiOkResponse({ type: [CatalogOptionResponse], description: 'The models of the make made in that model year, by name' })
  @ApiNotFoundResponse({ description: CatalogMessages.makeNotFound })
  modelsOfYear(@Param('makeId', makeId) id: number, @Param('year') year: string): Promise<CatalogOption[]> {
    return this.catalog.models(id, year);
  }

  // One vehicle of the owner's.

  @ReadsRecord(':id', VehicleResponse, VehicleMessages.notFound)
  @ApiTags('vehicles')
  get(@Household() household: HouseholdAccess, @Param('id', vehicleId) id: number): Promise<Vehicle> {
    return this.vehicles.get(household.id, id);
  }

  @UpdatesRecord(':id', VehicleResponse, UpdateVehicleInputDoc, VehicleMessages.notFound)
  @ApiTags('vehicles')
  update(
    @Household() household: HouseholdAccess,
    @Param('id', vehicleId) id: number,
    @ValidBody(vehicleFormSchema, 'patch') input: UpdateVehicleInput,
  ): Promise<Vehicle> {
    return this.vehicles.update(household.id, id, input);
  }

  @Delete(':id')
  @MovesToTrash('vehicles', 'The vehicle and its history (visits, claims with their mails, documents) are in the trash for 30 days', VehicleMessages.notFound)
  remove(@Household() household: HouseholdAccess, @Param('id', vehicleId) id: number): Promise<void> {
    return this.trash.delete(household.id, 'vehicle', id);
  }

  @ReadsRecord(':id/dependents', RecordDependentsResponse, VehicleMessages.notFound)
  @ModuleRoute('vehicles', 'DependentsController_vehicle', 'What deleting the vehicle takes along: its visits, and their claims and documents')
  dependentsOf(@Household() household: HouseholdAccess, @Param('id', vehicleId) id: number): Promise<RecordDependents> {
    return this.dependents.ofVehicle(household.id, id);
  }

  @ReadsRecord(':id/lemon-watch', LemonWatchResponse, VehicleMessages.notFound)
  @ModuleRoute('lemon-law', 'LemonLawController_watch', "The vehicle's warranty repairs against its registration state's lemon-law presumption")
  @ApiBadRequestResponse({ description: `${LemonLawMessages.stateRequired}; ${LemonLawMessages.deliveryDateRequired}` })
  watch(@Household() household: HouseholdAccess, @Param('id', vehicleId) id: number): Promise<LemonWatch> {
    return this.lemonLaw.watch(household.id, id);
  }

  @Get(':id/case-file.pdf')
  @RateLimited('pdf')
  @ModuleRoute('lemon-law', 'LemonLawController_caseFile')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: "Every visit in order, the totals, the lemon-watch result and the state's thresholds, then the visits' documents" })
  @ApiNotFoundResponse({ description: VehicleMessages.notFound })
  async caseFile(@SignedInMember() user: ActingMember, @Param('id', vehicleId) id: number, @Res() res: Response): Promise<void> {
    const pdf = await this.caseFiles.render(user, id);
    sendPdfDownload(res, pdf, caseFileName(id));
  }

  @Post(':id/case-packet')
  @HttpCode(200)
  @RateLimited('pdf')
  @ModuleRoute(
    'lemon-law',
    'CasePacketController_render',
    "One PDF for an arbitration program or an attorney: cover, facts, repair history, defects against the state's thresholds, correspondence, buyback estimate, (for BBB AUTO LINE) its five questions answered, the exhibit index, then the exhibits",
  )
  @ApiBody({ type: CasePacketInputDoc })
  @ApiProduces('application/pdf')
  @ApiOkResponse({
    description: 'The packet, each exhibit bookmarked, every page footed with "This is not legal advice."',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiBadRequestResponse({
    description: `${CasePacketMessages.programInvalid}; ${CasePacketMessages.stateRequired}; ${CasePacketMessages.exhibitsNotFound([1])}`,
  })
  @ApiPayloadTooLargeResponse({ description: CasePacketMessages.tooManyExhibits(201) })
  @ApiNotFoundResponse({ description: VehicleMessages.notFound })
  async casePacket(
    @SignedInMember() user: ActingMember,
    @Param('id', vehicleId) id: number,
    @ValidBody(() => casePacketInputSchema) input: CasePacketInput,
    @Res() res: Response,
  ): Promise<void> {
    const pdf = await this.casePackets.render(user, id, input);
    sendPdfDownload(res, pdf, casePacketFileName(id, input.program));
  }

  @ReadsRecord(':id/lemon-notice', LemonNoticeDraftResponse, VehicleMessages.notFound)
  @ModuleRoute(
    'lemon-law',
    'LemonLawController_noticeDraft',
    "The written notice to the manufacturer, drafted from the facts, with the state's notice rule as a checklist",
  )
  @ApiConflictResponse({ description: `${LemonNoticeMessages.watchRequired}; ${LemonNoticeMessages.notNear}` })
  noticeDraft(@SignedInMember() user: ActingMember, @Param('id', vehicleId) id: number): Promise<LemonNoticeDraft> {
    return this.notices.draft(user, id);
  }

  @Post(':id/lemon-notice')
  @HttpCode(200)
  @RateLimited('pdf')
  @ModuleRoute('lemon-law', 'LemonLawController_noticePdf', 'The letter as the owner edited it, as a PDF letter to the manufacturer')
  @ApiBody({ type: LemonNoticeInputDoc })
  @ApiProduces('application/pdf')
  @ApiOkResponse({
    description: 'The letter: sender, date, addressee, subject, the edited text and a signature line',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiBadRequestResponse({ description: `${LemonNoticeMessages.letterRequired}; ${LemonNoticeMessages.letterTooLong}` })
  @ApiConflictResponse({ description: `${LemonNoticeMessages.watchRequired}; ${LemonNoticeMessages.notNear}` })
  @ApiNotFoundResponse({ description: VehicleMessages.notFound })
  async noticePdf(
    @SignedInMember() user: ActingMember,
    @Param('id', vehicleId) id: number,
    @ValidBody(() => lemonNoticeInputSchema) input: LemonNoticeInput,
    @Res() res: Response,
  ): Promise<void> {
    const { pdf, fileName } = await this.notices.render(user, id, input.letter);
    sendPdfDownload(res, pdf, fileName);
  }

  // The vehicle's correspondence log and the deadlines that follow from it (the correspondence module's).

  @ReadsRecord(':id/correspondence', CorrespondenceLogResponse, VehicleMessages.notFound)
  @ModuleRoute(
    'correspondence',
    'CorrespondenceController_log',
    "The vehicle's letters, messages, calls and visits, newest first (the owner's entries, claim mails and dealers' replies), and the deadlines",
  )
  correspondenceLog(@Household() household: HouseholdAccess, @Param('id', vehicleId) id: number): Promise<CorrespondenceLog> {
    return this.correspondence.log(household.id, id);
  }

  @Post(':id/correspondence')
  @Idempotent()
  @ModuleRoute('correspondence', 'CorrespondenceController_create', "Adds an entry: a letter, message, call or visit, or the lemon-law notice's mailing")
  @ApiCreatedResponse({ type: CorrespondenceEntryResponse })
  @ApiBody({ type: CreateCorrespondenceInputDoc })
  @ApiBadRequestResponse({ description: "The fields' messages, by field; nothing is stored" })
  @ApiNotFoundResponse({ description: VehicleMessages.notFound })
  addCorrespondence(
    @Household() household: HouseholdAccess,
    @Param('id', vehicleId) id: number,
    @ValidBody(correspondenceBody) input: CreateCorrespondenceInput,
  ): Promise<CorrespondenceEntry> {
    return this.correspondence.create(household.id, id, input);
  }

  @UpdatesRecord(
    ':id/correspondence/:entryId',
    CorrespondenceEntryResponse,
    UpdateCorrespondenceInputDoc,
    `${VehicleMessages.notFound}; ${CorrespondenceMessages.notFound}`,
  )
  @ModuleRoute('correspondence', 'CorrespondenceController_update')
  @ApiBadRequestResponse({ description: "The fields' messages, by field; nothing is changed" })
  updateCorrespondence(
    @Household() household: HouseholdAccess,
    @Param('id', vehicleId) id: number,
    @Param('entryId', entryId) entry: number,
    @ValidBody(correspondenceBody, 'patch') input: UpdateCorrespondenceInput,
  ): Promise<CorrespondenceEntry> {
    return this.correspondence.update(household.id, id, entry, input);
  }

  @Delete(':id/correspondence/:entryId')
  @HttpCode(204)
  @ModuleRoute('correspondence', 'CorrespondenceController_remove')
  @ApiNoContentResponse({ description: 'The entry is deleted' })
  @ApiNotFoundResponse({ description: `${VehicleMessages.notFound}; ${CorrespondenceMessages.notFound}` })
  removeCorrespondence(@Household() household: HouseholdAccess, @Param('id', vehicleId) id: number, @Param('entryId', entryId) entry: number): Promise<void> {
    return this.correspondence.remove(household.id, id, entry);
  }

  @ReadsRecord(':id/buyback', BuybackEstimateResponse, VehicleMessages.notFound)
  @ModuleRoute(
    'lemon-law',
    'BuybackController_estimate',
    "A lemon-law buyback estimate: price paid, collateral charges and incidental costs, minus the state's use offset, line by line",
  )
  buybackEstimate(@Household() household: HouseholdAccess, @Param('id', vehicleId) id: number): Promise<BuybackEstimate> {
    return this.buyback.estimate(household.id, id);
  }

  @Put(':id/buyback')
  @ModuleRoute(
    'lemon-law',
    'BuybackController_replaceCosts',
    "Replaces the vehicle's buyback cost lines and current mileage as a whole; answers the new estimate",
  )
  @ApiBody({ type: BuybackCostsInputDoc })
  @ApiOkResponse({ type: BuybackEstimateResponse })
  @ApiBadRequestResponse({ description: `${BuybackMessages.amountInvalid}; ${BuybackMessages.labelTooLong}; ${BuybackMessages.mileageDateInvalid}` })
  @ApiNotFoundResponse({ description: VehicleMessages.notFound })
  replaceBuybackCosts(
    @Household() household: HouseholdAccess,
    @Param('id', vehicleId) id: number,
    @ValidBody(() => buybackCostsInputSchema) input: BuybackCostsInput,
  ): Promise<BuybackEstimate> {
    return this.buyback.replace(household.id, id, input);
  }

  @Post(':id/share-links')
  @ApiTags('share-links')
  @ApiOperation({ summary: 'A read-only link to the vehicle’s file; the link is in this answer only' })
  @ApiBody({ type: CreateShareLinkInputDoc })
  @ApiCreatedResponse({ type: ShareLinkCreatedResponse })
  @ApiBadRequestResponse({ description: `${ShareLinkMessages.daysInvalid}; ${ShareLinkMessages.passcodeInvalid}` })
  @ApiConflictResponse({ description: ShareLinkMessages.tooMany })
  @ApiNotFoundResponse({ description: VehicleMessages.notFound })
  createShareLink(
    @Household() household: HouseholdAccess,
    @Param('id', vehicleId) id: number,
    @ValidBody(() => createShareLinkInputSchema) input: CreateShareLinkInput,
  ): Promise<ShareLinkCreated> {
    return this.shareLinks.create(household.id, id, input);
  }

  @ReadsRecord(':id/share-links', [ShareLinkResponse], VehicleMessages.notFound)
  @ApiTags('share-links')
  @ApiOperation({ summary: 'The vehicle’s links, newest first, with when each was opened and by what' })
  listShareLinks(@Household() household: HouseholdAccess, @Param('id', vehicleId) id: number): Promise<ShareLink[]> {
    return this.shareLinks.list(household.id, id);
  }
}
