import { contactFormSchema } from '@dct/contracts/schemas';
import { zodDocClass } from '../../../common/zod-openapi';

/** OpenAPI's picture of POST /api/contact: the contact form's schema, the one the API validates with. */
export const CreateContactMessageInputDoc = zodDocClass('CreateContactMessageInput', contactFormSchema);
