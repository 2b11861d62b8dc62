import { protectionTools, type SessionSummary, toolsPopupRequired } from '@lobby/domain';
import { ProtectionToolsPopup } from '@lobby/ui';
import { useMemo, useState } from 'react';
import { TOOL_PATHS } from './paths.ts';
import { useAcknowledgeMutation } from './protection-api.ts';
import { useMarket } from './use-market.ts';
import { usePromptTurn } from './use-prompt-turn.ts';

/**
 * Every protection tool the market has and where to find it. Closing it (Got it, Escape, a tool's
 * link) acknowledges it on the controller, once; a failed acknowledgement shows it again.
 */
export function ToolsPopup() {
  const { rules } = useMarket();
  const [acknowledge] = useAcknowledgeMutation();
  const [open, setOpen] = useState(true);
  const tools = useMemo(() => protectionTools(rules).map((tool) => ({ tool, href: TOOL_PATHS[tool] })), [rules]);
  const close = () => {
    setOpen(false);
    acknowledge('tools')
      .unwrap()
      .catch(() => setOpen(true));
  };
  // A market prompt: it takes its turn in the page's overlay queue like the others.
  const shows = usePromptTurn('tools', open);
  return <ProtectionToolsPopup open={shows} tools={tools} onClose={close} />;
}

/** MGA: after registration, until the player has acknowledged it once, the tools popup over the pages. */
export function ToolsAfterRegistration({ session }: { session: Pick<SessionSummary, 'toolsAcknowledgedAt'> }) {
  const { rules } = useMarket();
  return toolsPopupRequired(rules, session.toolsAcknowledgedAt) ? <ToolsPopup /> : null;
}
