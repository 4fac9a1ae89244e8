/**
 * Organisation settings' "SCIM provisioning" section (decision 36): the base URL to paste into
 * Okta or Entra ID, a new token shown once with Copy, the list of tokens (created, by whom, last
 * used) and Revoke after a confirmation.
 */
import { useId, useState } from 'react';
import { Copy, KeyRound, Trash2 } from 'lucide-react';
import type { ScimToken } from '@/shared/schemas/scim';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { ConfirmDialog } from '@/client/components/ui/alert-dialog';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Skeleton } from '@/client/components/ui/skeleton';
import { toast } from '@/client/components/ui/toast';
import { errorMessage } from '@/client/lib/api-client';
import { useCreateScimToken, useRevokeScimToken, useScimTokens } from '../api/scim-tokens';

const when = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(iso),
      )
    : 'Never';

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Copied', description: `${what} copied to the clipboard.` });
  } catch {
    toast({
      variant: 'destructive',
      title: 'Could not copy',
      description: 'Select the text and copy it yourself.',
    });
  }
}

function CopyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          readOnly
          value={value}
          className="font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" variant="outline" onClick={() => void copy(value, label)}>
          <Copy className="mr-2 h-4 w-4" aria-hidden="true" />
          Copy<span className="sr-only"> {label.toLowerCase()}</span>
        </Button>
      </div>
    </div>
  );
}

export function ScimSection() {
  const { data, isPending, isError } = useScimTokens();
  const create = useCreateScimToken();
  const revoke = useRevokeScimToken();
  const [created, setCreated] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ScimToken | null>(null);
  const baseUrl = `${window.location.origin}/scim/v2`;

  function createToken() {
    create.mutate(undefined, {
      onSuccess: (answer) => setCreated(answer.token),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description: errorMessage(error, 'Failed to create the token'),
        }),
    });
  }

  function revokeToken(token: ScimToken) {
    revoke.mutate(token.id, {
      onSuccess: () =>
        toast({ title: 'Token revoked', description: 'It no longer works for provisioning.' }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description: errorMessage(error, 'Failed to revoke the token'),
        }),
    });
  }

  return (
    <section aria-labelledby="scim-heading" className="grid gap-4">
      <h2 id="scim-heading" className="text-lg font-semibold">
        SCIM provisioning
      </h2>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">
            Keep your people in sync with Okta or Entra ID
          </CardTitle>
          <CardDescription>
            Paste the base URL and a token into your identity provider&apos;s SCIM 2.0 settings.
            People it assigns join as Team Members with an invitation; people it unassigns are
            deactivated. Roles stay yours to change here.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <CopyField label="Base URL" value={baseUrl} />
          {created ? (
            <div className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3">
              <CopyField label="New token" value={created} />
              <p className="text-sm text-amber-900">
                Copy it now: it is shown only this once. Anyone with it can add and remove people.
              </p>
              <div>
                <Button type="button" variant="ghost" onClick={() => setCreated(null)}>
                  Done
                </Button>
              </div>
            </div>
          ) : null}
          <div>
            <Button type="button" onClick={createToken} disabled={create.isPending}>
              <KeyRound className="mr-2 h-4 w-4" aria-hidden="true" />
              Create token
            </Button>
          </div>
          {isPending ? (
            <div role="status" aria-label="Loading tokens">
              <Skeleton className="h-10 w-full" />
            </div>
          ) : isError ? (
            <p className="text-sm text-red-700">The tokens could not be loaded.</p>
          ) : data.tokens.length === 0 ? (
            <p className="text-sm text-slate-600">No tokens yet.</p>
          ) : (
            <ul
              aria-label="SCIM tokens"
              className="divide-y divide-slate-200 rounded-md border border-slate-200"
            >
              {data.tokens.map((token) => (
                <li
                  key={token.id}
                  className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="text-sm">
                    <p className="font-medium">Token #{token.id}</p>
                    <p className="text-slate-600">
                      Created {when(token.createdAt)}
                      {token.createdBy ? ` by ${token.createdBy.name}` : ''} · Last used{' '}
                      {when(token.lastUsedAt)}
                    </p>
                  </div>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={revoke.isPending}
                    onClick={() => setRevoking(token)}
                  >
                    <Trash2 className="mr-2 h-4 w-4" aria-hidden="true" />
                    Revoke<span className="sr-only"> token #{token.id}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={`Revoke token #${revoking?.id ?? ''}?`}
        description="Your identity provider stops provisioning with it at once. People already provisioned stay as they are."
        confirmLabel="Revoke"
        onConfirm={() => revoking && revokeToken(revoking)}
      />
    </section>
  );
}
