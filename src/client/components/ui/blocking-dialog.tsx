/**
 * A dialog that cannot be closed (spec 2.8 password change, the two-factor requirement): always
 * open, no close button, Escape and clicks outside do nothing. The header shows `icon` in an
 * amber circle, the `title` (the dialog's accessible name) and the `description`; `children`
 * follow. It goes away only when its owner stops rendering it.
 */
import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './dialog';

const keep = (event: Event) => event.preventDefault();

export function BlockingDialog({
  icon: Icon,
  title,
  description,
  className,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  /** Width of the dialog, e.g. max-w-md. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open onOpenChange={() => {}}>
      <DialogContent
        hideClose
        onEscapeKeyDown={keep}
        onPointerDownOutside={keep}
        onInteractOutside={keep}
        className={className}
      >
        <DialogHeader>
          <span
            aria-hidden="true"
            className="mb-1 flex h-10 w-10 items-center justify-center rounded-full bg-amber-100 text-amber-800"
          >
            <Icon className="h-5 w-5" />
          </span>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
