import {
  changePasswordSchema,
  loginSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registerSchema,
  registrationConfirmSchema,
  updateCurrentUserSchema,
} from '@dct/contracts/schemas';
import { patchSchemaOf } from '../../../common/zod-body.pipe';
import { zodDocClass } from '../../../common/zod-openapi';

/* OpenAPI's picture of the account bodies: the account forms' schemas, the ones the API validates with. */

export const LoginInputDoc = zodDocClass('LoginInput', loginSchema);
export const RegisterInputDoc = zodDocClass('RegisterInput', registerSchema);
export const RegistrationConfirmInputDoc = zodDocClass('RegistrationConfirmInput', registrationConfirmSchema);
export const ChangePasswordInputDoc = zodDocClass('ChangePasswordInput', changePasswordSchema);
export const PasswordResetRequestInputDoc = zodDocClass('PasswordResetRequestInput', passwordResetRequestSchema);
export const PasswordResetConfirmInputDoc = zodDocClass('PasswordResetConfirmInput', passwordResetConfirmSchema);
/** PATCH /api/auth/user: any subset; null clears the preferred dealer. */
export const UpdateCurrentUserInputDoc = zodDocClass('UpdateCurrentUserInput', patchSchemaOf(updateCurrentUserSchema));
