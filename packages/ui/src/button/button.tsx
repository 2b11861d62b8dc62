import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

/** Visual weight of a {@link Button}. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
/** Size of a {@link Button}. */
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Props of {@link Button}; other native button attributes pass through. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and ignores presses while an action is under way. */
  busy?: boolean;
  /** Icon before the label. */
  icon?: ReactNode;
  /** Square button showing only its icon; give it an `aria-label`. */
  iconOnly?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** Class names shared by buttons and links that look like buttons. */
export function buttonClassName(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string, iconOnly = false): string {
  const names = ['lb-button', `lb-button--${variant}`, `lb-button--${size}`];
  if (iconOnly) names.push('lb-button--icon');
  if (extra) names.push(extra);
  return names.join(' ');
}

export function Button({
  variant,
  size,
  busy = false,
  icon,
  iconOnly = false,
  className,
  children,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName(variant, size, className, iconOnly)}
      aria-busy={busy || undefined}
      // aria-disabled keeps the button focusable, so keyboard focus is not lost mid-action.
      aria-disabled={busy || rest['aria-disabled'] || undefined}
      onClick={busy ? (event) => event.preventDefault() : onClick}
    >
      {busy ? <span className="lb-button__spinner" aria-hidden="true" /> : icon}
      {children === undefined ? null : <span className="lb-button__label">{children}</span>}
    </button>
  );
}
