import { createShareLinkInputSchema, shareLinkCreatedSchema, shareLinkSchema, sharedFileSchema } from '@dct/contracts/schemas';
import { zodDocClass } from '../../../common/zod-openapi';

export const CreateShareLinkInputDoc = zodDocClass('CreateShareLinkInput', createShareLinkInputSchema);
export const ShareLinkCreatedResponse = zodDocClass('ShareLinkCreatedResponse', shareLinkCreatedSchema);
export const ShareLinkResponse = zodDocClass('ShareLinkResponse', shareLinkSchema);
export const SharedFileResponse = zodDocClass('SharedFileResponse', sharedFileSchema);
