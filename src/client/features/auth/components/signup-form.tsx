/**
 * Sign-up form (spec 2.9; 4 "Sign up"; 5 "Registration", "Captcha"; 8). Four sections: Personal
 * Information, Professional Information, Security, Captcha Verification. The timezone starts
 * at the browser's (product rule 9). Validates with
 * `registerSchema`; posts /api/auth/register with the captcha token. Success: a toast and `/`.
 * Failure: destructive toast "Registration Failed" (server message or the spec's fallback), the
 * server's field errors on their fields, and the captcha reset with its token cleared.
 */
import { useCallback, useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { registerSchema } from '@/shared/schemas/auth';
import { MIN_PASSWORD_LENGTH, SIGN_UP_ROLES } from '@/shared/domain/constants';
import { runtimeTimezone } from '@/shared/domain/timezones';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { TimezoneSelect } from '@/client/components/ui/timezone-select';
import { toast } from '@/client/components/ui/toast';
import { ApiError, errorMessage } from '@/client/lib/api-client';
import { useRegister } from '../api/register';
import { useCaptchaConfig } from '../api/captcha-config';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';
import { FormSection, SelectField } from './signup-fields';
import { CaptchaSection } from './captcha-section';

type FormIn = z.input<typeof registerSchema>;
type FormOut = z.output<typeof registerSchema>;

/** Fields of the form that a server `fieldErrors` entry may name. */
const FIELDS: readonly FieldPath<FormIn>[] = [
  'email',
  'password',
  'confirmPassword',
  'firstName',
  'lastName',
  'jobTitle',
  'department',
  'company',
  'role',
  'timezone',
];

export function SignUpForm() {
  const navigate = useNavigate();
  const registerUser = useRegister();
  const captchaConfig = useCaptchaConfig();
  const siteKey = captchaConfig.data?.siteKey ?? null;
  /** Bumped to remount (reset) the captcha widget after a failed submission. */
  const [captchaRound, setCaptchaRound] = useState(0);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const onToken = useCallback((token: string | null) => setCaptchaToken(token), []);

  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      email: '',
      password: '',
      confirmPassword: '',
      firstName: '',
      lastName: '',
      jobTitle: '',
      department: '',
      company: '',
      // The browser's zone, preselected (product rule 9).
      timezone: runtimeTimezone(),
    },
  });

  const onSubmit = handleSubmit((values) => {
    if (siteKey && !captchaToken) {
      toast({
        variant: 'destructive',
        title: 'Captcha Required',
        description: 'Please complete the captcha verification.',
      });
      return;
    }
    registerUser.mutate(
      { ...values, captchaToken: captchaToken ?? undefined },
      {
        onSuccess: () => {
          toast({ title: 'Account created', description: 'Welcome to Cadence!' });
          void navigate('/', { replace: true });
        },
        onError: (error) => {
          toast({
            variant: 'destructive',
            title: 'Registration Failed',
            description: errorMessage(error, 'Failed to create account. Please try again.'),
          });
          const fieldErrors = error instanceof ApiError ? error.body?.fieldErrors : undefined;
          for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
            const name = FIELDS.find((f) => f === field);
            if (name && messages[0]) setError(name, { message: messages[0] });
          }
          setCaptchaRound((n) => n + 1);
          setCaptchaToken(null);
        },
      },
    );
  });

  const blocked =
    registerUser.isPending || captchaConfig.isPending || (Boolean(siteKey) && !captchaToken);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <FormSection title="Personal Information">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="signup-first-name"
            label="First name"
            required
            error={errors.firstName?.message}
          >
            {(c) => <Input {...c} {...register('firstName')} autoComplete="given-name" />}
          </FormField>
          <FormField
            id="signup-last-name"
            label="Last name"
            required
            error={errors.lastName?.message}
          >
            {(c) => <Input {...c} {...register('lastName')} autoComplete="family-name" />}
          </FormField>
        </div>
        <FormField id="signup-email" label="Email" required error={errors.email?.message}>
          {(c) => (
            <Input
              {...c}
              {...register('email')}
              type="email"
              autoComplete="email"
              placeholder="you@company.com"
            />
          )}
        </FormField>
      </FormSection>

      <FormSection title="Professional Information">
        <FormField
          id="signup-company"
          label="Organisation"
          required
          error={errors.company?.message}
        >
          {(c) => <Input {...c} {...register('company')} autoComplete="organization" />}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            control={control}
            name="role"
            id="signup-role"
            label="Role"
            placeholder="Select your role"
            options={SIGN_UP_ROLES}
            required
            error={errors.role?.message}
          />
          <FormField id="signup-timezone" label="Timezone" error={errors.timezone?.message}>
            {(aria) => (
              <Controller
                control={control}
                name="timezone"
                render={({ field }) => (
                  <TimezoneSelect
                    {...aria}
                    name={field.name}
                    value={field.value ?? ''}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                    triggerRef={field.ref}
                  />
                )}
              />
            )}
          </FormField>
          <FormField
            id="signup-job-title"
            label="Job title"
            optional
            error={errors.jobTitle?.message}
          >
            {(c) => <Input {...c} {...register('jobTitle')} autoComplete="organization-title" />}
          </FormField>
          <FormField
            id="signup-department"
            label="Department"
            optional
            error={errors.department?.message}
          >
            {(c) => <Input {...c} {...register('department')} />}
          </FormField>
        </div>
      </FormSection>

      <FormSection title="Security">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="signup-password"
            label="Password"
            required
            hint={`At least ${MIN_PASSWORD_LENGTH} characters; not a common password or your e-mail name.`}
            error={errors.password?.message}
          >
            {(c) => <PasswordInput {...c} {...register('password')} autoComplete="new-password" />}
          </FormField>
          <FormField
            id="signup-confirm-password"
            label="Confirm password"
            required
            error={errors.confirmPassword?.message}
          >
            {(c) => (
              <PasswordInput
                {...c}
                {...register('confirmPassword')}
                toggleLabel="Confirm password"
                autoComplete="new-password"
              />
            )}
          </FormField>
        </div>
      </FormSection>

      <FormSection title="Captcha Verification">
        <CaptchaSection
          siteKey={siteKey}
          isLoading={captchaConfig.isPending}
          isError={captchaConfig.isError}
          onToken={onToken}
          key={captchaRound}
        />
      </FormSection>

      <Button type="submit" size="lg" className="w-full" disabled={blocked}>
        {registerUser.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
