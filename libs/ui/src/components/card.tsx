import type { HTMLAttributes } from 'react';
import { cn } from '../cn';

type DivProps = HTMLAttributes<HTMLDivElement>;

export const Card = ({ className, ...props }: DivProps) => <div className={cn('card', className)} {...props} />;
export const CardHeader = ({ className, ...props }: DivProps) => <div className={cn('card-header', className)} {...props} />;
/** A card's heading: an h2, as cards sit right under the page's h1 (pass `as="h3"` for a card inside a titled section). */
export const CardTitle = ({ className, as: Heading = 'h2', ...props }: HTMLAttributes<HTMLHeadingElement> & { as?: 'h2' | 'h3' }) => (
  <Heading className={cn('card-title', className)} {...props} />
);
export const CardDescription = ({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) => (
  <p className={cn('card-description', className)} {...props} />
);
export const CardContent = ({ className, ...props }: DivProps) => <div className={cn('card-content', className)} {...props} />;
export const CardFooter = ({ className, ...props }: DivProps) => <div className={cn('card-footer', className)} {...props} />;
