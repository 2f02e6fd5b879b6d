import { messageSchema, signInProvidersSchema } from '@dct/contracts/schemas';
import { zodDocClass } from '../../../common/zod-openapi';

/** An answer that is only a message for the person (a link was mailed, a request was taken). */
export const MessageResponse = zodDocClass('MessageResponse', messageSchema);

export const SignInProvidersResponse = zodDocClass('SignInProvidersResponse', signInProvidersSchema);
