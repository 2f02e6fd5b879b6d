import { Card, CardContent, Skeleton } from '@dct/ui';

/** A page's card while its content loads: one title-sized placeholder. */
export function LoadingCard() {
  return (
    <Card>
      <CardContent>
        <Skeleton className="skeleton-title" />
      </CardContent>
    </Card>
  );
}
