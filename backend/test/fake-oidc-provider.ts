import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeIdentity {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  challenge: string;
  nonce: string;
  identity: FakeIdentity;
}

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/**
 * An OpenID Connect provider on loopback, standing in for the outside world: discovery, an
 * authorize endpoint that signs in whoever `nextIdentity` names, a token endpoint that checks
 * PKCE and issues an RS256 ID token, and the JWKS to verify it.
 */
export class FakeOidcProvider {
  nextIdentity: FakeIdentity = { sub: 'user-1', email: 'oidc@example.test', email_verified: true, name: 'Oidc Owner' };
  /** Set to make the token endpoint put this nonce in the ID token instead of the requested one. */
  forgeNonce?: string;
  private readonly keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  private readonly kid = randomBytes(8).toString('hex');
  private readonly codes = new Map<string, IssuedCode>();
  private server?: Server;
  issuer = '';

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', this.issuer);
      const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (url.pathname === '/.well-known/openid-configuration') {
        return json(200, {
          issuer: this.issuer,
          authorization_endpoint: `${this.issuer}/authorize`,
          token_endpoint: `${this.issuer}/token`,
          jwks_uri: `${this.issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['S256'],
          token_endpoint_auth_methods_supported: ['client_secret_post', 'none'],
        });
      }
      if (url.pathname === '/jwks') {
        return json(200, { keys: [{ ...this.keys.publicKey.export({ format: 'jwk' }), kid: this.kid, use: 'sig', alg: 'RS256' }] });
      }
      if (url.pathname === '/authorize') {
        const code = randomBytes(16).toString('hex');
        const redirectUri = url.searchParams.get('redirect_uri') ?? '';
        this.codes.set(code, {
          clientId: url.searchParams.get('client_id') ?? '',
          redirectUri,
          challenge: url.searchParams.get('code_challenge') ?? '',
          nonce: url.searchParams.get('nonce') ?? '',
          identity: this.nextIdentity,
        });
        const back = new URL(redirectUri);
        back.searchParams.set('code', code);
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        return res.writeHead(302, { location: back.href }).end();
      }
      if (url.pathname === '/token' && req.method === 'POST') {
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk.toString()));
        req.on('end', () => {
          const form = new URLSearchParams(body);
          const issued = this.codes.get(form.get('code') ?? '');
          this.codes.delete(form.get('code') ?? '');
          const verifier = form.get('code_verifier') ?? '';
          if (!issued || issued.redirectUri !== form.get('redirect_uri') || base64url(createHash('sha256').update(verifier).digest()) !== issued.challenge) {
            return json(400, { error: 'invalid_grant' });
          }
          const now = Math.floor(Date.now() / 1000);
          const idToken = this.signJwt({
            iss: this.issuer,
            aud: issued.clientId,
            iat: now,
            exp: now + 300,
            nonce: this.forgeNonce ?? issued.nonce,
            ...issued.identity,
          });
          json(200, { access_token: randomBytes(16).toString('hex'), token_type: 'Bearer', expires_in: 300, id_token: idToken });
        });
        return;
      }
      json(404, { error: 'not_found' });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.issuer = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.issuer;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private signJwt(claims: Record<string, unknown>): string {
    const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: this.kid }));
    const payload = base64url(JSON.stringify(claims));
    const signature = sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), this.keys.privateKey);
    return `${header}.${payload}.${base64url(signature)}`;
  }
}
