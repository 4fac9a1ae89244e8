/**
 * Loading and failure states of Meeting Details (spec 2.17, 8): placeholders while loading;
 * "Failed to load meeting details. Please try again." with a Back to Meetings button on failure.
 */
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';

export function MeetingDetailsLoading() {
  return (
    <div className="grid gap-4">
      <p role="status" className="sr-only">
        Loading meeting details...
      </p>
      <Skeleton className="h-8 w-72" />
      <Skeleton className="h-5 w-48" />
      <div className="grid gap-4 sm:grid-cols-3">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
      <Skeleton className="h-32" />
      <Skeleton className="h-32" />
    </div>
  );
}

export function MeetingDetailsError({ onBack }: { onBack: () => void }) {
  return (
    <Card className="mx-auto max-w-lg">
      <CardContent className="flex flex-col items-center gap-4 p-8 text-center">
        <p role="alert" className="text-slate-800">
          Failed to load meeting details. Please try again.
        </p>
        <Button onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back to Meetings
        </Button>
      </CardContent>
    </Card>
  );
}
