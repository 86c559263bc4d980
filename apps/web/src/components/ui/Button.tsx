import type { ButtonHTMLAttributes } from 'react';

export interface ButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'style' | 'onClick' | 'disabled' | 'type'
> {
  variant?: 'primary' | 'secondary' | 'quiet';
  size?: 'normal' | 'large';
  /** A click, a tap, Enter or Space. */
  onPress?: () => void;
  isDisabled?: boolean;
  /** Shows the button busy and ignores presses and form submissions meanwhile. */
  isPending?: boolean;
  /** `button` unless told: a button submits its form only when asked to. */
  type?: 'button' | 'submit' | 'reset';
}

/**
 * A native button. A pending one stays focusable (aria-disabled rather than disabled), so
 * that the focus does not fall to the page while it works, and ignores presses.
 */
export function Button({
  variant = 'secondary',
  size = 'normal',
  onPress,
  isDisabled = false,
  isPending = false,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      type={isPending ? 'button' : type}
      disabled={isDisabled}
      aria-disabled={isPending || undefined}
      aria-busy={isPending || undefined}
      data-busy={isPending || undefined}
      onClick={isPending ? undefined : onPress}
      className={`pl-button pl-button--${variant} pl-button--${size}`}
    />
  );
}
