import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style'> {
  variant?: 'primary' | 'secondary' | 'quiet';
  size?: 'normal' | 'large';
}

/**
 * A button; `isPending` shows it busy and ignores presses and form submissions meanwhile.
 * The pending state is ours rather than react-aria's: react-aria announces it through a
 * live-region element that names the button by id and outlives it, so a press that moves
 * to another screen left a reference to a button that is gone (axe: role-img-alt).
 */
export function Button({ variant = 'secondary', size = 'normal', isPending = false, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      {...(isPending ? { onPress: undefined, type: 'button', 'aria-disabled': true, 'data-busy': true } : {})}
      aria-busy={isPending || undefined}
      className={`pl-button pl-button--${variant} pl-button--${size}`}
    />
  );
}
