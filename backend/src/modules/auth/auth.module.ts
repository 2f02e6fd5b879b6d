import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../../infra/mail/mail.module';
import { WorkerPoolModule } from '../../infra/worker-pool/worker-pool.module';
import { DealershipsModule } from '../dealerships/dealerships.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LocalAuthGuard } from './guards/local-auth.guard';
import { OidcAuthGuard } from './guards/oidc-auth.guard';
import { OidcController } from './oidc.controller';
import { OidcService } from './oidc.service';
import { PasswordController } from './password.controller';
import { PasswordService } from './password.service';
import { PasswordPolicy } from './password-policy';
import { ProfileService } from './profile.service';
import { RegistrationService } from './registration.service';
import { SessionSerializer } from './session.serializer';
import { UsersService } from './users.service';
import { LocalStrategy } from './strategies/local.strategy';
import { OidcStrategy } from './strategies/oidc.strategy';
import { UserEntity } from './user.entity';

/** Accounts and sign-in: passport strategies for email + password and the OpenID Connect provider, sessions in PostgreSQL. */
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity]), PassportModule.register({ session: true }), MailModule, DealershipsModule, WorkerPoolModule],
  controllers: [AuthController, PasswordController, OidcController],
  providers: [
    AuthService,
    ProfileService,
    UsersService,
    PasswordService,
    PasswordPolicy,
    RegistrationService,
    OidcService,
    LocalStrategy,
    OidcStrategy,
    SessionSerializer,
    LocalAuthGuard,
    OidcAuthGuard,
  ],
  exports: [UsersService],
})
export class AuthModule {}
