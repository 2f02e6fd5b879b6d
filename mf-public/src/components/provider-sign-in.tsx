import { LogIn } from 'lucide-react';
import { useSearchParams } from '@dct/router';
import { safeReturnPath } from '@dct/contracts';
import { Button } from '@dct/ui';
import { links, useSignInProviders } from '@dct/data';

/**
 * "Sign in with {provider}" when an identity provider is configured: a browser navigation to
 * /api/login, which starts the provider's flow and comes back to the page first asked for.
 */
export function ProviderSignIn() {
  const { oidc } = useSignInProviders();
  const [params] = useSearchParams();
  if (!oidc) return null;
  const next = safeReturnPath(params.get('next'));
  return (
    <div className="stack stack-sm">
      <Button asChild variant="outline" size="lg">
        <a href={`${links.oidcSignIn()}${next ? `?returnTo=${encodeURIComponent(next)}` : ''}`}>
          <LogIn aria-hidden />
          Sign in with {oidc.name}
        </a>
      </Button>
      <p className="sign-in-divider muted small">or with your e-mail</p>
    </div>
  );
}
