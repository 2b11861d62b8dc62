import '@lobby/ui/rewards.css';
import { DfsReasonPanel, type DfsEmailStep } from '@lobby/ui';
import { useEffect, useState } from 'react';
import { useLobbyOptions } from '../../shared/use-lobby-options.ts';
import { useCheckFreeSpinEmailClickQuery, useSendFreeSpinEmailMutation } from './rewards-api.ts';

/** The email_not_clicked view: request the email, then check the link every `dfsEmailPollMs` until it is confirmed. */
export function DfsEmailStepView(props: { email: string; cashierHref: string; gameHref: string; lobbyHref: string }) {
  const { dfsEmailPollMs } = useLobbyOptions();
  const [step, setStep] = useState<DfsEmailStep>('idle');
  const [send] = useSendFreeSpinEmailMutation();
  const check = useCheckFreeSpinEmailClickQuery(undefined, {
    skip: step !== 'sent',
    pollingInterval: dfsEmailPollMs,
    skipPollingIfUnfocused: false,
  });
  useEffect(() => {
    if (step === 'sent' && check.data?.success) setStep('confirmed');
  }, [step, check.data]);
  const request = async () => {
    if (step === 'sending') return;
    setStep('sending');
    const result = await send();
    setStep(result.data?.success ? 'sent' : 'failed');
  };
  return (
    <DfsReasonPanel
      reason="email_not_clicked"
      action="request-email"
      emailStep={step}
      email={props.email}
      onRequestEmail={() => void request()}
      cashierHref={props.cashierHref}
      gameHref={props.gameHref}
      lobbyHref={props.lobbyHref}
    />
  );
}
