/**
 * The page a person opens from an e-mail's "unsubscribe" link (/unsubscribe/<token>, decision 19):
 * it says which e-mails the link turns off and does so only when they press the button (a POST;
 * opening the page changes nothing). No sign-in needed: the signed token is the authority.
 */
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { errorMessage } from '@/client/lib/api-client';
import { useUnsubscribe, useUnsubscribeInfo } from '../api/preferences';

export function UnsubscribeConfirm({ token }: { token: string }) {
  const info = useUnsubscribeInfo(token);
  const unsubscribe = useUnsubscribe(token);
  const label = info.data?.label.toLowerCase();

  return (
    <div className="grid gap-4">
      {info.isPending && (
        <p role="status" className="text-center text-slate-600">
          Checking your link...
        </p>
      )}
      {info.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(info.error, 'This unsubscribe link is not valid')}
        </p>
      )}
      {info.data?.enabled && (
        <>
          <p>
            Stop e-mails about <strong>{label}</strong>? Your other e-mails and the notifications in
            Cadence stay as they are.
          </p>
          {unsubscribe.isError && (
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(unsubscribe.error, 'Failed to unsubscribe')}
            </p>
          )}
          <Button size="lg" onClick={() => unsubscribe.mutate()} disabled={unsubscribe.isPending}>
            {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
          </Button>
        </>
      )}
      {info.data && !info.data.enabled && (
        <p role="status">
          You will no longer receive e-mails about <strong>{label}</strong>. You can turn them back
          on in your notification settings.
        </p>
      )}
      <p className="text-center text-sm">
        <Link className="text-brand-700 underline underline-offset-2" to="/profile#notifications">
          Notification settings
        </Link>
      </p>
    </div>
  );
}
