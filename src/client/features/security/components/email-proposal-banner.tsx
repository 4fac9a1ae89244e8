/**
 * The banner a signed-in person sees while a manager's proposal of a new sign-in e-mail waits
 * for them (docs/decisions/0030-email-change.md): the proposed address, who proposed it, and
 * Approve / Decline (POST /api/me/email-proposal). Nothing shows when there is none.
 */
import { useQuery } from '@tanstack/react-query';
import { MailQuestion } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/toast';
import { errorMessage } from '@/client/lib/api-client';
import { emailProposalQuery, useAnswerEmailProposal } from '../api/security';

export function EmailProposalBanner() {
  const { data: proposal } = useQuery({ ...emailProposalQuery(), staleTime: 5 * 60_000 });
  const answer = useAnswerEmailProposal();
  if (!proposal) return null;

  const decide = (decision: 'approve' | 'decline') =>
    answer.mutate(decision, {
      onSuccess: ({ email }) =>
        toast({
          title: decision === 'approve' ? 'Sign-in e-mail changed' : 'Proposal declined',
          description:
            decision === 'approve'
              ? `You now sign in with ${email}. Your other sessions were signed out.`
              : `You still sign in with ${email}.`,
        }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description: errorMessage(error, 'Please try again.'),
        }),
    });

  return (
    <section
      aria-label="Proposed sign-in e-mail"
      className="border-b border-brand-100 bg-brand-50 text-slate-900"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5">
        <MailQuestion className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
        <p className="min-w-0 flex-1 text-sm">
          {proposal.proposedBy ?? 'Your manager'} proposes that you sign in with{' '}
          <span className="font-medium">{proposal.email}</span>. Nothing changes unless you approve
          it.
        </p>
        <div className="flex gap-2">
          <Button size="sm" onClick={() => decide('approve')} disabled={answer.isPending}>
            Approve
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => decide('decline')}
            disabled={answer.isPending}
          >
            Decline
          </Button>
        </div>
      </div>
    </section>
  );
}
