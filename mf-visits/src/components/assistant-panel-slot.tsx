import type { routes as assistantRoutes } from '@dct/mf-ai-assistant/routes';
import { RemoteSlot } from '@dct/ui';

// The remotes this one mounts, registered type-only from their packages, so RemoteSlot checks
// the remote and page names at build time.
declare module '@dct/ui' {
  interface RegisteredRemotes {
    mf_ai_assistant: typeof assistantRoutes;
  }
}

/**
 * The AI assistant panel, loaded from mf-ai-assistant when the page shows: the page renders
 * whether or not the assistant does.
 */
export function AssistantPanelSlot(props: { visitId?: number; claimId?: number; vehicleId?: number } = {}) {
  return <RemoteSlot remote="mf_ai_assistant" name="assistantPanel" props={props} />;
}
