import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { LemonLawMessages, VehicleMessages, type CurrentUser, type LemonWatch } from '@dct/contracts';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { RateLimited } from '../../common/rate-limit/rate-limit.guard';
import { SignedIn, SignedInUser } from '../../common/signed-in.guard';
import { CaseFileService, caseFileName } from './case-file.service';
import { LemonWatchResponse } from './dto/lemon-watch.response';
import { LemonLawService } from './lemon-law.service';

const vehicleId = new ParseIdPipe(VehicleMessages.notFound);

@ApiTags('lemon-law')
@Controller('vehicles')
@SignedIn()
export class LemonLawController {
  constructor(
    private readonly lemonLaw: LemonLawService,
    private readonly caseFiles: CaseFileService,
  ) {}

  @Get(':id/lemon-watch')
  @ApiOperation({ summary: "The vehicle's warranty repairs against its registration state's lemon-law presumption" })
  @ApiOkResponse({ type: LemonWatchResponse })
  @ApiBadRequestResponse({ description: `${LemonLawMessages.stateRequired}; ${LemonLawMessages.deliveryDateRequired}` })
  @ApiNotFoundResponse({ description: VehicleMessages.notFound })
  watch(@SignedInUser() user: CurrentUser, @Param('id', vehicleId) id: number): Promise<LemonWatch> {
    return this.lemonLaw.watch(user.id, id);
  }

  @Get(':id/case-file.pdf')
  @RateLimited('pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: "Every visit in order, the totals, the lemon-watch result and the state's thresholds, then the visits' documents" })
  @ApiNotFoundResponse({ description: VehicleMessages.notFound })
  async caseFile(@SignedInUser() user: CurrentUser, @Param('id', vehicleId) id: number, @Res() res: Response): Promise<void> {
    const pdf = await this.caseFiles.render(user, id);
    res
      .status(200)
      .set({ 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${caseFileName(id)}"`, 'Content-Length': String(pdf.length) })
      .end(pdf);
  }
}
