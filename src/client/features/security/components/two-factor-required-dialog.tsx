/**
 * Blocking dialog for a person whose organisation requires two-factor sign-in and who has not set
 * it up (`user.twoFactorSetupRequired`): every data route answers 403 until they do, so the
 * dialog cannot be closed; it holds the setup itself, and signing out.
 */
import { ShieldAlert } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { TwoFactorSetup } from './two-factor-setup';

const keep = (event: Event) => event.preventDefault();

export function TwoFactorRequiredDialog() {
  const queryClient = useQueryClient();
  return (
    <Dialog open onOpenChange={() => {}}>
      <DialogContent
        hideClose
        onEscapeKeyDown={keep}
        onPointerDownOutside={keep}
        onInteractOutside={keep}
        className="max-w-xl"
      >
        <DialogHeader>
          <span
            aria-hidden="true"
            className="mb-1 flex h-10 w-10 items-center justify-center rounded-full bg-amber-100 text-amber-800"
          >
            <ShieldAlert className="h-5 w-5" />
          </span>
          <DialogTitle>Two-factor sign-in required</DialogTitle>
          <DialogDescription>
            Your organisation asks everyone to sign in with a code from their phone. Set it up to
            continue.
          </DialogDescription>
        </DialogHeader>
        <TwoFactorSetup onDone={() => void queryClient.invalidateQueries()} />
      </DialogContent>
    </Dialog>
  );
}
