import { useParams } from 'react-router-dom';
import { PageHeader } from '@dct/ui';
import { AssistantPanelSlot } from '../components/assistant-panel-slot';

export function VisitDetailPage() {
  const { id } = useParams();
  return (
    <div className="container page">
      <PageHeader title={`Visit #${id ?? ''}`} subtitle="Visit details, documents and the AI assistant" />
      <AssistantPanelSlot />
    </div>
  );
}
