import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { VehicleMessages, type CurrentUser, type Vehicle } from '@dct/contracts';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { SignedIn, SignedInUser } from '../../common/signed-in.guard';
import { CreateVehicleDto, UpdateVehicleDto } from './dto/create-vehicle.dto';
import { VehicleResponse } from './dto/vehicle.response';
import { VehiclesService } from './vehicles.service';

const vehicleId = new ParseIdPipe(VehicleMessages.notFound);

@ApiTags('vehicles')
@Controller('vehicles')
@SignedIn()
export class VehiclesController {
  constructor(private readonly vehicles: VehiclesService) {}

  @Get()
  @ApiOkResponse({ type: [VehicleResponse] })
  list(@SignedInUser() user: CurrentUser): Promise<Vehicle[]> {
    return this.vehicles.list(user.id);
  }

  @Post()
  @ApiCreatedResponse({ type: VehicleResponse })
  create(@SignedInUser() user: CurrentUser, @Body() input: CreateVehicleDto): Promise<Vehicle> {
    return this.vehicles.create(user.id, input);
  }

  @Get(':id')
  @ApiOkResponse({ type: VehicleResponse })
  @ApiNotFoundResponse({ description: VehicleMessages.notFound })
  get(@SignedInUser() user: CurrentUser, @Param('id', vehicleId) id: number): Promise<Vehicle> {
    return this.vehicles.get(user.id, id);
  }

  @Patch(':id')
  @ApiOkResponse({ type: VehicleResponse })
  @ApiNotFoundResponse({ description: VehicleMessages.notFound })
  update(@SignedInUser() user: CurrentUser, @Param('id', vehicleId) id: number, @Body() input: UpdateVehicleDto): Promise<Vehicle> {
    return this.vehicles.update(user.id, id, input);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: VehicleMessages.notFound })
  remove(@SignedInUser() user: CurrentUser, @Param('id', vehicleId) id: number): Promise<void> {
    return this.vehicles.remove(user.id, id);
  }
}
