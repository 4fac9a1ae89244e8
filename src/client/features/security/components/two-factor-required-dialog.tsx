/**
 * Blocking dialog for a person whose organisation requires two-factor sign-in and who has not set
 * it up (`user.twoFactorSetupRequired`): every data route answers 403 until they do, so the
 * dialog cannot be closed; it holds the setup itself, and signing out.
 */
import { ShieldAlert } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { BlockingDialog } from '@/client/components/ui/blocking-dialog';
import { TwoFactorSetup } from './two-factor-setup';

export function TwoFactorRequiredDialog() {
  const queryClient = useQueryClient();
  return (
    <BlockingDialog
      icon={ShieldAlert}
      title="Two-factor sign-in required"
      description="Your organisation asks everyone to sign in with a code from their phone. Set it up to continue."
      className="max-w-xl"
    >
      <TwoFactorSetup onDone={() => void queryClient.invalidateQueries()} />
    </BlockingDialog>
  );
}
