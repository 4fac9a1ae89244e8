/**
 * "Forgot password?" (docs/decisions/0015-accounts.md): the e-mail address, then the server's one
 * answer, the same whether or not the address has an account (promise 8).
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { MailCheck } from 'lucide-react';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@/shared/schemas/auth';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { toast } from '@/client/components/ui/toast';
import { errorMessage } from '@/client/lib/api-client';
import { useForgotPassword } from '../api/account-links';
import { FormField } from './form-field';

export function ForgotPasswordForm() {
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  if (forgot.isSuccess) {
    return (
      <div role="status" className="grid gap-4 text-center">
        <MailCheck className="mx-auto h-10 w-10 text-brand-700" aria-hidden="true" />
        <p className="text-slate-700">{forgot.data.message}</p>
        <p className="text-sm text-slate-600">
          Nothing arrived? Check your spam folder, or ask your manager.
        </p>
        <Link
          to="/login"
          className="rounded-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          Back to sign in
        </Link>
      </div>
    );
  }

  const onSubmit = handleSubmit((values) =>
    forgot.mutate(values, {
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Could not send the link',
          description: errorMessage(error, 'Please try again.'),
        }),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField id="forgot-email" label="Email" error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('email')}
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={forgot.isPending}>
        {forgot.isPending ? 'Sending...' : 'Send me a link'}
      </Button>
      <Link
        to="/login"
        className="justify-self-center rounded-sm text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        Back to sign in
      </Link>
    </form>
  );
}
