import type { ButtonHTMLAttributes, Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import clsx from 'clsx';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
}

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-white shadow-xs hover:bg-accent-hover',
  secondary: 'border border-zinc-300 bg-white text-zinc-900 shadow-xs hover:bg-zinc-50',
  danger: 'bg-red-600 text-white shadow-xs hover:bg-red-700',
  ghost: 'text-zinc-700 hover:bg-zinc-100 hover:text-zinc-900',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 gap-1.5 rounded-md px-2.5 text-[13px]',
  md: 'h-10 gap-2 rounded-lg px-4 text-sm',
  /** At a counter: thumbs on a tablet or phone. */
  lg: 'h-12 gap-2 rounded-xl px-5 text-base',
};

export function buttonClasses({ variant = 'primary', size = 'md', fullWidth, className }: ButtonStyle = {}): string {
  return clsx(
    'inline-flex shrink-0 items-center justify-center font-medium whitespace-nowrap transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-50',
    variants[variant],
    sizes[size],
    fullWidth && 'w-full',
    className,
  );
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyle & { ref?: Ref<HTMLButtonElement> };

export function Button({ variant, size, fullWidth, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, fullWidth, className })} {...props} />;
}

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant, size, fullWidth, className, ...props }: LinkProps & ButtonStyle) {
  return <Link className={buttonClasses({ variant, size, fullWidth, className })} {...props} />;
}
