import '@lobby/ui/rewards.css';
import { safeReturnPath } from '@lobby/domain';
import { ReferralLink } from '@lobby/ui';
import { useEffect, useRef, useState } from 'react';
import { useLobbyOptions } from '../../shared/use-lobby-options.ts';
import { useGetReferralQuery } from './rewards-api.ts';

/** Only http(s) links or same-origin paths from the controller are shown. */
function safeUrl(url: string): string {
  if (/^https?:\/\//i.test(url.trim())) return url.trim();
  return safeReturnPath(url) === url ? url : '';
}

/** The player's refer-a-friend link (`raf`), with a copy button. */
export function ReferralSection() {
  const query = useGetReferralQuery();
  const { copiedConfirmationMs } = useLobbyOptions();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const url = safeUrl(query.data?.url ?? '');
  const page = safeUrl(query.data?.page ?? '');
  const status = query.data ? 'ready' : query.isError ? 'error' : 'loading';
  return (
    <ReferralLink
      status={status === 'ready' && url === '' ? 'error' : status}
      url={url}
      page={page}
      copied={copied}
      onRetry={() => void query.refetch()}
      onCopy={() => {
        void navigator.clipboard
          ?.writeText(url)
          .then(() => {
            setCopied(true);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => setCopied(false), copiedConfirmationMs);
          })
          .catch(() => setCopied(false));
      }}
    />
  );
}
