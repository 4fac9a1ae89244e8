/**
 * A password field with a show/hide toggle (spec 2.8, 2.9). The toggle is a real button whose
 * accessible name says what it does ("Show password" / "Hide password", suffixed with the
 * field's label when given) and whose `aria-pressed` tells whether the text is visible. The name is
 * visually hidden text rather than `aria-label`, so a lookup by the field's label finds only the
 * input.
 */
import * as React from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { Input } from '@/client/components/ui/input';
import { cn } from '@/client/lib/utils';

type PasswordInputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  /** Appended to the toggle's name when a form has several password fields. */
  toggleLabel?: string;
};

export const PasswordInput = React.forwardRef<HTMLInputElement, PasswordInputProps>(
  ({ className, toggleLabel, ...props }, ref) => {
    const [visible, setVisible] = React.useState(false);
    const what = toggleLabel ? toggleLabel.toLowerCase() : 'password';
    return (
      <div className="relative">
        <Input
          ref={ref}
          type={visible ? 'text' : 'password'}
          className={cn('pr-11', className)}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
        >
          {visible ? (
            <EyeOff className="h-4 w-4" aria-hidden="true" />
          ) : (
            <Eye className="h-4 w-4" aria-hidden="true" />
          )}
          <span className="sr-only">{`${visible ? 'Hide' : 'Show'} ${what}`}</span>
        </button>
      </div>
    );
  },
);
PasswordInput.displayName = 'PasswordInput';
