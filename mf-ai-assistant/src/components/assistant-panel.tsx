import { Card, CardDescription, CardHeader, CardTitle } from '@dct/ui';

/** The assistant panel that visit and claim detail mount. */
export function AssistantPanel() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>AI Assistant</CardTitle>
        <CardDescription>Extract repair orders, value downtime, draft letters and triage dealer replies.</CardDescription>
      </CardHeader>
    </Card>
  );
}
