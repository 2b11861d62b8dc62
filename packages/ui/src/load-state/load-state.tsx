import { Button } from '../button/button.tsx';

/** Props of {@link LoadState}. */
export interface LoadStateProps {
  status: 'loading' | 'error' | 'ready';
  /** Said while the data loads. */
  loading: string;
  /** Said when the load failed, above the retry button. */
  error: string;
  retry: string;
  onRetry: () => void;
}

/** A panel's loading line, or its failure with a retry button; nothing once its data is there. */
export function LoadState({ status, loading, error, retry, onRetry }: LoadStateProps) {
  if (status === 'loading') return <p role="status">{loading}</p>;
  if (status === 'error') {
    return (
      <div role="alert">
        <p>{error}</p>
        <Button variant="secondary" onClick={onRetry}>
          {retry}
        </Button>
      </div>
    );
  }
  return null;
}
