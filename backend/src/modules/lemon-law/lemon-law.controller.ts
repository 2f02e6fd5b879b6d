import { Controller, Get, Param } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { LemonLawMessages, VehicleMessages, type CurrentUser, type LemonWatch } from '@dct/contracts';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { SignedIn, SignedInUser } from '../../common/signed-in.guard';
import { LemonWatchResponse } from './dto/lemon-watch.response';
import { LemonLawService } from './lemon-law.service';

const vehicleId = new ParseIdPipe(VehicleMessages.notFound);

@ApiTags('lemon-law')
@Controller('vehicles')
@SignedIn()
export class LemonLawController {
  constructor(private readonly lemonLaw: LemonLawService) {}

  @Get(':id/lemon-watch')
  @ApiOperation({ summary: "The vehicle's warranty repairs against its registration state's lemon-law presumption" })
  @ApiOkResponse({ type: LemonWatchResponse })
  @ApiBadRequestResponse({ description: `${LemonLawMessages.stateRequired}; ${LemonLawMessages.deliveryDateRequired}` })
  @ApiNotFoundResponse({ description: VehicleMessages.notFound })
  watch(@SignedInUser() user: CurrentUser, @Param('id', vehicleId) id: number): Promise<LemonWatch> {
    return this.lemonLaw.watch(user.id, id);
  }

}
