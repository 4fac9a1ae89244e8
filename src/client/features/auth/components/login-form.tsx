/**
 * Sign-in form (spec 2.9, 4 "Sign in", 5 "Login", 8). Validates with `loginSchema`, posts
 * /api/auth/login, then: when the answer says `requiresPasswordChange`, a destructive toast
 * "Password Change Required" and `/` (where the blocking dialog opens); otherwise a welcome toast
 * and `/`, or the page the router sent the visitor from. Failure: destructive toast
 * "Sign In Failed" with the server's message or the spec's fallback. For an account with
 * two-factor sign-in the answer asks for the code, and `SecondFactorForm` takes over.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useNavigate } from 'react-router';
import { loginSchema, type LoginInput } from '@/shared/schemas/auth';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { toast } from '@/client/components/ui/toast';
import { errorMessage } from '@/client/lib/api-client';
import { useLogin, type LoginResponse } from '../api/login';
import { SecondFactorForm } from './second-factor-form';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';
import { redirectTarget } from '../lib/redirect-target';

export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const [secondStep, setSecondStep] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const signedIn = (data: LoginResponse | undefined) => {
    if (data?.requiresPasswordChange) {
      toast({
        variant: 'destructive',
        title: 'Password Change Required',
        description: 'You must change your default password before continuing.',
      });
      void navigate('/', { replace: true });
      return;
    }
    const name = data?.user?.firstName;
    toast({
      title: 'Welcome back!',
      description: name ? `Good to see you, ${name}.` : 'You are now signed in.',
    });
    void navigate(redirectTarget(location.state), { replace: true });
  };

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: (data) => {
        if (data?.twoFactorRequired) {
          setSecondStep(true);
          return;
        }
        signedIn(data);
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Sign In Failed',
          description: errorMessage(error, 'Invalid email or password. Please try again.'),
        }),
    }),
  );

  if (secondStep) {
    return <SecondFactorForm onSignedIn={signedIn} onRestart={() => setSecondStep(false)} />;
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField id="login-email" label="Email" error={errors.email?.message}>
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
      <FormField id="login-password" label="Password" error={errors.password?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            {...register('password')}
            autoComplete="current-password"
            placeholder="Your password"
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
        {login.isPending ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
