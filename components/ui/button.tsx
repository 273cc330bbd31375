import { cva, type VariantProps } from 'class-variance-authority';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/ui/cn';

const buttonStyles = cva(
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-400 disabled:cursor-not-allowed disabled:opacity-50',
  {
    variants: {
      variant: {
        primary: 'bg-main-green text-[#0b2a1b] hover:bg-green-300',
        secondary: 'border border-grey-200 bg-surface text-text hover:bg-grey-100',
        ghost: 'text-text hover:bg-grey-100',
        // White on main red is 4.56:1 in both themes (the red does not change with the theme); hover darkens it
        // (brightness 90 %: 5.5:1) instead of taking a lighter red, which fell below AA in the light theme.
        danger: 'bg-main-red text-white hover:brightness-90',
        link: 'px-0 text-green-500 underline-offset-4 hover:underline',
      },
      width: { auto: '', full: 'w-full' },
    },
    defaultVariants: { variant: 'primary', width: 'auto' },
  },
);

/**
 * Button styles shared by <Button> and links styled as buttons, with conflicting utilities merged (tailwind-merge),
 * so a variant's or caller's `px-0`/`min-h-0` really replaces the base padding and height.
 * @param options variant, width and an extra className.
 * @returns the class string.
 */
export function buttonVariants(options?: Parameters<typeof buttonStyles>[0]): string {
  return cn(buttonStyles(options));
}

/** The classes of a link that looks like the link button (cva output merged: its px-0 wins over the base padding). */
export const linkClass = buttonVariants({ variant: 'link' });

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & VariantProps<typeof buttonStyles>;

/** A button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({ className, variant, width, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={cn(buttonVariants({ variant, width }), className)} {...props} />;
}
