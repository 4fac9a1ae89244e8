/**
 * The sign-up form's "Captcha Verification" section (spec 2.9, 5 "Captcha"): the reCAPTCHA
 * widget when the server gives a site key; otherwise a note that verification is disabled for
 * development. The parent resets the widget by remounting it (a new `key`). A failed config lookup shows "Failed to fetch captcha config" (spec 8).
 */
import { ShieldCheck } from 'lucide-react';
import { ReCaptcha } from './recaptcha';

export function CaptchaSection({
  siteKey,
  isLoading,
  isError,
  onToken,
}: {
  siteKey: string | null;
  isLoading: boolean;
  isError: boolean;
  onToken: (token: string | null) => void;
}) {
  if (isLoading) {
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading verification...
      </p>
    );
  }
  if (isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        Failed to fetch captcha config
      </p>
    );
  }
  if (!siteKey) {
    return (
      <p className="flex items-start gap-2 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
        <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
        Captcha verification is disabled for development. You can submit the form without it.
      </p>
    );
  }
  return <ReCaptcha siteKey={siteKey} onToken={onToken} />;
}
