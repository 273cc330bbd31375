import { cva, type VariantProps } from 'class-variance-authority';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/ui/cn';

/** Button styles shared by <Button> and links styled as buttons. */
export const buttonVariants = cva(
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-400 disabled:cursor-not-allowed disabled:opacity-50',
  {
    variants: {
      variant: {
        primary: 'bg-main-green text-[#0b2a1b] hover:bg-green-300',
        secondary: 'border border-grey-200 bg-surface text-text hover:bg-grey-100',
        ghost: 'text-text hover:bg-grey-100',
        danger: 'bg-main-red text-white hover:bg-red-300',
        link: 'min-h-0 px-0 text-green-500 underline-offset-4 hover:underline',
      },
      width: { auto: '', full: 'w-full' },
    },
    defaultVariants: { variant: 'primary', width: 'auto' },
  },
);

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & VariantProps<typeof buttonVariants>;

/** A button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({ className, variant, width, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={cn(buttonVariants({ variant, width }), className)} {...props} />;
}
