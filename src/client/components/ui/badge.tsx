import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/client/lib/utils';

export const badgeVariants = cva(
  'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-brand-600 text-white',
        secondary: 'border-transparent bg-slate-100 text-slate-800',
        outline: 'border-slate-300 text-slate-800',
        destructive: 'border-transparent bg-red-100 text-red-800',
        green: 'border-transparent bg-green-100 text-green-800',
        orange: 'border-transparent bg-orange-100 text-orange-800',
        blue: 'border-transparent bg-blue-100 text-blue-800',
        amber: 'border-transparent bg-amber-100 text-amber-900',
        purple: 'border-transparent bg-purple-100 text-purple-800',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export interface BadgeProps
  extends React.HTMLAttributes<HTMLSpanElement>, VariantProps<typeof badgeVariants> {}

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
