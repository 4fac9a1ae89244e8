/**
 * reCAPTCHA verification with the provider (spec 5 "Captcha"). Replaced by a fake in tests:
 * the provider is the one thing outside this machine.
 */
export async function verifyRecaptchaToken(
  secret: string,
  token: string,
  remoteIp: string,
): Promise<boolean> {
  if (!secret || !token) return false;
  try {
    const body = new URLSearchParams({ secret, response: token, remoteip: remoteIp });
    const res = await fetch('https://www.google.com/recaptcha/api/siteverify', {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) return false;
    const data = (await res.json()) as { success?: boolean };
    return data.success === true;
  } catch {
    return false;
  }
}
