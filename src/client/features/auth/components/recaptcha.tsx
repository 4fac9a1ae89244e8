/**
 * Google reCAPTCHA v2 checkbox (spec 5 "Captcha"). Loads
 * https://www.google.com/recaptcha/api.js?render=explicit once (the CSP admits Google's hosts
 * only when a site key is configured), renders the widget into its box and reports the token
 * through `onToken` (null when it expires or errors). Remount it (new `key`) to reset it.
 */
import { useEffect, useRef, useState } from 'react';

interface ReCaptchaApi {
  ready(callback: () => void): void;
  render(
    container: HTMLElement,
    params: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): number;
}

declare global {
  interface Window {
    grecaptcha?: ReCaptchaApi;
  }
}

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?render=explicit';
let scriptPromise: Promise<ReCaptchaApi> | null = null;

/** Loads Google's script once; resolves when `grecaptcha` is ready. */
function loadRecaptcha(): Promise<ReCaptchaApi> {
  if (scriptPromise) return scriptPromise;
  scriptPromise = new Promise<ReCaptchaApi>((resolve, reject) => {
    const whenReady = () => {
      const api = window.grecaptcha;
      if (!api) return reject(new Error('reCAPTCHA did not load'));
      api.ready(() => resolve(api));
    };
    if (window.grecaptcha) return whenReady();
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.defer = true;
    script.onload = whenReady;
    script.onerror = () => {
      scriptPromise = null;
      script.remove();
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.appendChild(script);
  });
  return scriptPromise;
}

export function ReCaptcha({
  siteKey,
  onToken,
}: {
  siteKey: string;
  onToken: (token: string | null) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const widgetId = useRef<number | null>(null);
  const onTokenRef = useRef(onToken);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    onTokenRef.current = onToken;
  }, [onToken]);

  useEffect(() => {
    let cancelled = false;
    loadRecaptcha().then(
      (api) => {
        if (cancelled || !box.current || widgetId.current !== null) return;
        widgetId.current = api.render(box.current, {
          sitekey: siteKey,
          callback: (token) => onTokenRef.current(token),
          'expired-callback': () => onTokenRef.current(null),
          'error-callback': () => onTokenRef.current(null),
        });
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [siteKey]);

  return (
    <div>
      <div ref={box} />
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          The captcha could not be loaded. Check your connection and reload the page.
        </p>
      )}
    </div>
  );
}
