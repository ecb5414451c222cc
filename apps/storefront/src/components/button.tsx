import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from '@/lib/router';
import clsx from 'clsx';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
}

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-contrast shadow-sm hover:bg-primary-hover',
  secondary: 'bg-gray-900 text-white shadow-sm hover:bg-gray-700',
  outline: 'border border-gray-300 bg-white text-gray-900 shadow-sm hover:border-gray-400 hover:bg-gray-50',
  ghost: 'text-gray-700 hover:bg-gray-100 hover:text-gray-900',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 gap-1.5 rounded-lg px-3 text-sm',
  md: 'h-11 gap-2 rounded-xl px-5 text-sm',
  lg: 'h-12 gap-2 rounded-xl px-6 text-base',
};

export function buttonClasses({ variant = 'primary', size = 'md', fullWidth, className }: ButtonStyle = {}): string {
  return clsx(
    'inline-flex shrink-0 items-center justify-center font-semibold whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-ink',
    'disabled:cursor-not-allowed disabled:opacity-50 disabled:shadow-none',
    variants[variant],
    sizes[size],
    fullWidth && 'w-full',
    className,
  );
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonStyle & { ref?: React.Ref<HTMLButtonElement> };

export function Button({ variant, size, fullWidth, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, fullWidth, className })} {...props} />;
}

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant, size, fullWidth, className, ...props }: LinkProps & ButtonStyle) {
  return <Link className={buttonClasses({ variant, size, fullWidth, className })} {...props} />;
}
