import { LogOut } from 'lucide-react';
import { Button, type ButtonProps } from '@dct/ui';
import { useSignOut } from './use-sign-out';

export function SignOutButton({ variant, size }: Pick<ButtonProps, 'variant' | 'size'>) {
  const { signOut, busy } = useSignOut();
  return (
    <Button variant={variant} size={size} disabled={busy} onClick={signOut}>
      <LogOut aria-hidden />
      Sign out
    </Button>
  );
}
