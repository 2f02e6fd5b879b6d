import type { HTMLAttributes } from 'react';
import { cn } from '../cn';

export type BadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline' | 'success' | 'neutral';

export function Badge({ variant = 'default', className, ...props }: HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant }) {
  return <span className={cn('badge', `badge-${variant}`, className)} {...props} />;
}
