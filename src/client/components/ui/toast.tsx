/**
 * Toasts (spec 8 and 9): default and destructive variants with a title, description, optional
 * action and a close button; shown 5000 ms, swipe right past 50 px to dismiss, F8 focuses the
 * region, one toast visible at a time. Call `toast({ title, description, variant })` anywhere.
 */
import * as React from 'react';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from '@/client/lib/utils';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  action?: { label: string; onClick: () => void };
}
interface ToastEntry extends ToastOptions {
  id: number;
  open: boolean;
}

const TOAST_LIMIT = 1;
let counter = 0;
let entries: ToastEntry[] = [];
const listeners = new Set<(t: ToastEntry[]) => void>();
const emit = () => listeners.forEach((l) => l(entries));

/** Shows a toast; the newest replaces the one on screen. */
export function toast(options: ToastOptions): void {
  counter += 1;
  entries = [{ ...options, id: counter, open: true }, ...entries].slice(0, TOAST_LIMIT);
  emit();
}

function dismiss(id: number) {
  entries = entries.filter((t) => t.id !== id);
  emit();
}

export function Toaster() {
  const [items, setItems] = React.useState<ToastEntry[]>(entries);
  React.useEffect(() => {
    listeners.add(setItems);
    return () => {
      listeners.delete(setItems);
    };
  }, []);
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {items.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismiss(t.id);
          }}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-md border p-4 pr-8 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
            t.variant === 'destructive'
              ? 'border-red-700 bg-red-700 text-white'
              : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {t.description}
              </ToastPrimitive.Description>
            )}
          </div>
          {t.action && (
            <ToastPrimitive.Action
              altText={t.action.label}
              onClick={t.action.onClick}
              className="rounded border px-3 py-1 text-sm"
            >
              {t.action.label}
            </ToastPrimitive.Action>
          )}
          <ToastPrimitive.Close
            className="absolute right-2 top-2 rounded-md p-1 opacity-80 hover:opacity-100"
            aria-label="Close"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
