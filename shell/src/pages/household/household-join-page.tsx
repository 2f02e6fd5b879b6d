import { CheckCircle2, Users } from 'lucide-react';
import { Link, useSearchParams } from '@dct/router';
import { HouseholdCopy, HouseholdMessages } from '@dct/contracts';
import { useAcceptHouseholdInvitation } from '@dct/data';
import { Alert, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, PageHeader, buttonClass, failureTexts, usePageTitle } from '@dct/ui';
import { PAGE_TITLES } from '../../page-titles';
import './household-join.css';

/**
 * The invitation mail's link (/household/join?token=…): what joining does to the account's
 * records, then Accept; the API decides whether the invitation still holds and says why not.
 */
export function HouseholdJoinPage() {
  usePageTitle(PAGE_TITLES['/household/join']);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const accept = useAcceptHouseholdInvitation();
  const failure = accept.error ? failureTexts(accept.error, { title: HouseholdCopy.failed }, { serverReason: true }) : undefined;

  return (
    <div className="container container-md page">
      <PageHeader title={HouseholdCopy.joinTitle} />
      <Card>
        <CardHeader>
          <CardTitle className="household-join-title">
            <Users aria-hidden />
            {accept.isSuccess ? accept.data.name : 'Your invitation'}
          </CardTitle>
          {!accept.isSuccess && <CardDescription>{HouseholdCopy.joinIntro}</CardDescription>}
        </CardHeader>
        <CardContent className="stack">
          {accept.isSuccess ? (
            <>
              <p role="status" className="household-joined">
                <CheckCircle2 aria-hidden />
                {HouseholdMessages.joined}
              </p>
              <div>
                <Link to="/" className={buttonClass()}>
                  Go to the dashboard
                </Link>
              </div>
            </>
          ) : !token ? (
            <Alert>{HouseholdCopy.joinMissingToken}</Alert>
          ) : (
            <>
              <section aria-labelledby="join-what">
                <h2 id="join-what" className="household-join-subtitle">
                  What joining does
                </h2>
                <ul className="household-join-list">
                  <li>{HouseholdMessages.joinMovesRecords}</li>
                  <li>{HouseholdMessages.joinLeavesRecords}</li>
                </ul>
              </section>
              {failure && <Alert>{failure.description ?? failure.title}</Alert>}
              <div>
                <Button disabled={accept.isPending} onClick={() => accept.mutate(token)}>
                  {accept.isPending ? 'Accepting...' : 'Accept invitation'}
                </Button>
              </div>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
