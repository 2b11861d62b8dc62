import { type DepositLinkProps, useUi } from '../ui-context.tsx';
import { PageLink } from './page-link.tsx';

/** The label of a deposit link, wrapped when the place asks for a class of its own. */
export function DepositLabel({ label, labelClassName }: Pick<DepositLinkProps, 'label' | 'labelClassName'>) {
  return labelClassName ? <span className={labelClassName}>{label}</span> : label;
}

/** A plain link to the cashier. */
export function DepositLink({ href, label, className, icon, labelClassName, onClick }: DepositLinkProps) {
  return (
    <PageLink href={href} className={className} onClick={onClick}>
      {icon}
      <DepositLabel label={label} labelClassName={labelClassName} />
    </PageLink>
  );
}

/** A deposit link as the app has it: the context's `Deposit` (a market's, which a reached limit holds back), else a plain one. */
export function DepositEntry(props: DepositLinkProps) {
  const { Deposit = DepositLink } = useUi();
  return <Deposit {...props} />;
}
