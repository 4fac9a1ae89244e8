/**
 * The profile's "Calendar feed" section (decision 12): the private subscription URL of the
 * user's 1:1s (read-only), Copy, Subscribe (`webcal://`, opens the calendar app) and Reset link
 * (after a confirmation; the old URL stops working and the new one is shown).
 */
import { useId, useState } from 'react';
import { CalendarPlus, Copy, RefreshCw } from 'lucide-react';
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
import { useCalendarFeed, useResetCalendarFeed, webcalUrl } from '../api/calendar-feed';

export function CalendarFeedSection() {
  const inputId = useId();
  const { data, isPending, isError } = useCalendarFeed();
  const reset = useResetCalendarFeed();
  const [confirming, setConfirming] = useState(false);

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Copied', description: 'Calendar feed link copied to the clipboard.' });
    } catch {
      toast({
        variant: 'destructive',
        title: 'Could not copy',
        description: 'Select the link and copy it yourself.',
      });
    }
  }

  function resetLink() {
    reset.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: 'New link ready',
          description: 'The old link no longer works. Subscribe again with the new one.',
        }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description: errorMessage(error, 'Failed to reset the link'),
        }),
    });
  }

  return (
    <section aria-labelledby="calendar-feed-heading" className="grid gap-4">
      <h2 id="calendar-feed-heading" className="text-lg font-semibold">
        Calendar feed
      </h2>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Your 1:1s in your calendar app</CardTitle>
          <CardDescription>
            Subscribe to this private link in Google Calendar, Outlook or Apple Calendar to see all
            your 1:1s there (title, time, link and agenda; never notes). Anyone with the link can
            read it, so keep it to yourself.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          {isPending ? (
            <div role="status" aria-label="Loading calendar feed" className="grid gap-2">
              <Skeleton className="h-10 w-full" />
            </div>
          ) : isError ? (
            <p className="text-sm text-red-700">Your calendar feed link could not be loaded.</p>
          ) : (
            <>
              <div className="grid gap-1.5">
                <Label htmlFor={inputId}>Feed link</Label>
                <Input
                  id={inputId}
                  readOnly
                  value={data.url}
                  className="font-mono text-xs"
                  onFocus={(event) => event.currentTarget.select()}
                />
              </div>
              <div className="flex flex-wrap gap-2">
                <Button type="button" variant="outline" onClick={() => void copy(data.url)}>
                  <Copy className="mr-2 h-4 w-4" aria-hidden="true" />
                  Copy
                </Button>
                <Button asChild variant="outline">
                  <a href={webcalUrl(data.url)}>
                    <CalendarPlus className="mr-2 h-4 w-4" aria-hidden="true" />
                    Subscribe
                  </a>
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  disabled={reset.isPending}
                  onClick={() => setConfirming(true)}
                >
                  <RefreshCw className="mr-2 h-4 w-4" aria-hidden="true" />
                  Reset link
                </Button>
              </div>
            </>
          )}
        </CardContent>
      </Card>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Reset the calendar feed link?"
        description="The current link stops working at once. Calendars subscribed to it stop updating until you subscribe again with the new link."
        confirmLabel="Reset link"
        onConfirm={resetLink}
      />
    </section>
  );
}
