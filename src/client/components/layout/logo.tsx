import { cn } from '@/client/lib/utils';

/**
 * The Cadence wordmark (spec 2.9 "Logo"): sizes sm, md, lg, xl; colour variants default, white,
 * green; designs classic, modern, circle, square, minimalist.
 */
export function Logo({
  size = 'md',
  variant = 'default',
  design = 'classic',
  className,
}: {
  size?: 'sm' | 'md' | 'lg' | 'xl';
  variant?: 'default' | 'white' | 'green';
  design?: 'classic' | 'modern' | 'circle' | 'square' | 'minimalist';
  className?: string;
}) {
  const text = { sm: 'text-base', md: 'text-xl', lg: 'text-2xl', xl: 'text-4xl' }[size];
  const mark = {
    sm: 'h-6 w-6 text-xs',
    md: 'h-8 w-8 text-sm',
    lg: 'h-10 w-10 text-base',
    xl: 'h-14 w-14 text-xl',
  }[size];
  const colour = { default: 'text-slate-900', white: 'text-white', green: 'text-brand-700' }[
    variant
  ];
  const markColour = variant === 'white' ? 'bg-white text-brand-700' : 'bg-brand-600 text-white';
  const shape = {
    classic: 'rounded-md',
    modern: 'rounded-xl',
    circle: 'rounded-full',
    square: 'rounded-none',
    minimalist: 'hidden',
  }[design];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2 font-bold tracking-tight',
        text,
        colour,
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-flex items-center justify-center font-black',
          mark,
          markColour,
          shape,
        )}
      >
        1:1
      </span>
      Cadence
    </span>
  );
}
