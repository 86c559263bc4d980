import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style'> {
  variant?: 'primary' | 'secondary' | 'quiet';
  size?: 'normal' | 'large';
}

export function Button({ variant = 'secondary', size = 'normal', ...props }: ButtonProps) {
  return <AriaButton {...props} className={`pl-button pl-button--${variant} pl-button--${size}`} />;
}
