import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import * as oidc from 'openid-client';
import type { AppConfig } from '../../config/config.schema';
import { InjectConfig } from '../../config/config.module';
import { ADDRESS_RULE_REFUSAL, OutboundRule, isAddressRefusal } from '../../infra/outbound/outbound-rule';

/** What the browser must bring back to the callback; kept in the session between the two. */
export interface PendingOidcSignIn {
  codeVerifier: string;
  state: string;
  nonce: string;
  returnTo?: string;
}

declare module 'express-session' {
  interface SessionData {
    /** Between leaving for the identity provider and coming back. */
    oidc?: PendingOidcSignIn;
  }
}

/** The identity the provider vouched for. */
export interface OidcIdentity {
  issuer: string;
  subject: string;
  email?: string;
  emailVerified: boolean;
  name?: string;
}

/**
 * The OpenID Connect authorization-code flow with PKCE, state and nonce (openid-client). The
 * provider's metadata is discovered once and reused; a failed discovery is retried next time.
 * Discovery, the token exchange and the keys are fetched under the outbound-address rule.
 */
@Injectable()
export class OidcService implements OnModuleDestroy {
  private readonly logger = new Logger(OidcService.name);
  private configuration?: Promise<oidc.Configuration>;
  // The provider is the operator's setting: OUTBOUND_PRIVATE_HOSTS may name it (one inside the network).
  private readonly outbound: OutboundRule;

  constructor(@InjectConfig() private readonly config: AppConfig) {
    this.outbound = new OutboundRule(config.outbound);
  }

  async onModuleDestroy(): Promise<void> {
    await this.outbound.close();
  }

  get enabled(): boolean {
    return !!this.config.oidc;
  }

  async startSignIn(redirectUri: string, returnTo?: string): Promise<{ url: string; pending: PendingOidcSignIn }> {
    const configuration = await this.discover();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const pending: PendingOidcSignIn = { codeVerifier, state: oidc.randomState(), nonce: oidc.randomNonce(), returnTo };
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
    });
    return { url: url.href, pending };
  }

  /** Exchanges the code, checks the ID token (signature, issuer, audience, nonce) and returns who signed in. */
  async finishSignIn(callbackUrl: URL, pending: PendingOidcSignIn): Promise<OidcIdentity> {
    const configuration = await this.discover();
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('The provider returned no ID token');
    return {
      issuer: claims.iss,
      subject: claims.sub,
      email: typeof claims.email === 'string' ? claims.email : undefined,
      emailVerified: claims.email_verified === true,
      name: typeof claims.name === 'string' ? claims.name : undefined,
    };
  }

  private discover(): Promise<oidc.Configuration> {
    const settings = this.config.oidc;
    if (!settings) return Promise.reject(new Error('OpenID Connect is not configured'));
    this.configuration ??= oidc
      .discovery(
        new URL(settings.issuerUrl),
        settings.clientId,
        settings.clientSecret,
        settings.clientSecret ? oidc.ClientSecretPost(settings.clientSecret) : oidc.None(),
        {
          [oidc.customFetch]: this.outbound.fetch,
          // Plain http is refused in production by the config schema; elsewhere it serves local providers.
          execute: settings.issuerUrl.startsWith('http://') ? [oidc.allowInsecureRequests] : [],
        },
      )
      .catch((error: unknown) => {
        this.configuration = undefined;
        const detail = isAddressRefusal(error) ? ADDRESS_RULE_REFUSAL : error instanceof Error ? error.message : String(error);
        this.logger.error(`OpenID Connect discovery failed: ${detail}`);
        throw error;
      });
    return this.configuration;
  }
}
