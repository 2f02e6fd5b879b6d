import { Body, Controller, Delete, Get, Headers, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  PushMessages,
  type CurrentUser,
  type PushPublicKey,
  type PushSubscriptionInput,
  type PushSubscriptionRemoval,
  type PushSubscriptionSaved,
} from '@dct/contracts';
import { pushSubscriptionRemovalSchema } from '@dct/contracts/schemas';
import { SignedIn, SignedInUser } from '../../common/signed-in.guard';
import { ValidBody } from '../../common/zod-body.pipe';
import { PushSubscriptionInputDoc, PushSubscriptionRemovalDoc } from './dto/push-inputs.doc';
import { PushPublicKeyResponse, PushSubscriptionSavedResponse } from './dto/push.response';
import { PushSenderService } from './push-sender.service';
import { PushSubscriptionPipe } from './push-subscription.pipe';
import { PushSubscriptionsService } from './push-subscriptions.service';
import { OpenToViewers } from '../../common/household-access';

/** The owner's browsers that accept push notifications of alerts. */
@ApiTags('push')
@Controller('push')
@SignedIn()
// Each route here is the person's own (sign-in, preferences, devices, alerts, feed): every role may use it.
@OpenToViewers()
export class PushController {
  constructor(
    private readonly subscriptions: PushSubscriptionsService,
    private readonly sender: PushSenderService,
  ) {}

  @Get('public-key')
  @ApiOperation({ summary: 'The application server key to subscribe a browser with (VAPID, base64url)' })
  @ApiOkResponse({ type: PushPublicKeyResponse })
  publicKey(): PushPublicKey {
    return { public_key: this.sender.publicKey };
  }

  @Post('subscriptions')
  @ApiOperation({ summary: "Save this browser's push subscription for the owner (the same address again is one row) and turn the push channel on" })
  @ApiBody({ type: PushSubscriptionInputDoc })
  @ApiCreatedResponse({ type: PushSubscriptionSavedResponse })
  @ApiBadRequestResponse({ description: `${PushMessages.endpointInvalid}; ${PushMessages.endpointNotHttps}; ${PushMessages.keysInvalid}` })
  subscribe(
    @SignedInUser() user: CurrentUser,
    @Body(PushSubscriptionPipe) input: PushSubscriptionInput,
    @Headers('user-agent') userAgent: string | undefined,
  ): Promise<PushSubscriptionSaved> {
    return this.subscriptions.subscribe(user.id, input, userAgent);
  }

  @Delete('subscriptions')
  @HttpCode(204)
  @ApiOperation({ summary: "Stop push notifications to this browser (only the owner's own; an unknown address is no error)" })
  @ApiBody({ type: PushSubscriptionRemovalDoc })
  @ApiNoContentResponse()
  async unsubscribe(@SignedInUser() user: CurrentUser, @ValidBody(pushSubscriptionRemovalSchema) input: PushSubscriptionRemoval): Promise<void> {
    await this.subscriptions.unsubscribe(user.id, input.endpoint);
  }
}
