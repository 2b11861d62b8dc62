import { ActivitySummaryPanel, Modal, useUi } from '@lobby/ui';
import { useAcknowledgeMutation, useGetActivityQuery } from './protection-api.ts';
import { useFormatDate } from './protection-ui.tsx';

/**
 * GGL: the last `days` days' stakes, wins and losses in a dialog, acknowledged on the controller
 * (the session's next answer then says so). After login, and before play. `open` false keeps it
 * waiting for its turn among the overlays.
 */
export function ActivitySummaryDialog({ days, onClose, open = true }: { days: number; onClose?: () => void; open?: boolean }) {
  const { t } = useUi();
  const formatDate = useFormatDate();
  const activity = useGetActivityQuery(days);
  const [acknowledge, { isLoading }] = useAcknowledgeMutation();
  const status = activity.isError ? 'error' : activity.data ? 'ready' : 'loading';
  return (
    <Modal open={open} title={t('protection.activity.title', { count: days })} onClose={onClose}>
      <ActivitySummaryPanel
        status={status}
        summary={activity.data ?? null}
        formatDate={formatDate}
        busy={isLoading}
        onAcknowledge={() => void acknowledge('summary').catch(() => undefined)}
        onRetry={() => void activity.refetch()}
      />
    </Modal>
  );
}
