/**
 * /unsubscribe/<token> (decision 19): the page of an e-mail footer's unsubscribe link. Opening
 * it changes nothing; its button turns that kind of e-mail off. Works signed in or not.
 */
import { useParams } from 'react-router';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { AuthLayout } from '@/client/features/auth';
import { UnsubscribeConfirm } from '@/client/features/notifications';

export function UnsubscribeRoute() {
  useDocumentTitle('Unsubscribe');
  const { token = '' } = useParams();
  return (
    <AuthLayout title="Unsubscribe">
      <UnsubscribeConfirm token={token} />
    </AuthLayout>
  );
}
