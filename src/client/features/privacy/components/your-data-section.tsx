/**
 * "Your data" section of the profile (docs/decisions/0016-import-sso-data.md): downloads the
 * signed-in user's data as a JSON file (GET /api/me/export): profile, 1:1s with shared notes and
 * action items, and whatever other modules add.
 */
import { Download } from 'lucide-react';
import { buttonVariants } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/client/components/ui/card';
import { DATA_EXPORT_URL } from '../api/privacy';

export function YourDataSection() {
  return (
    <section aria-labelledby="your-data-heading" className="grid gap-4">
      <h2 id="your-data-heading" className="text-lg font-semibold">
        Your data
      </h2>
      <Card>
        <CardHeader>
          <CardDescription>
            A copy of what Cadence keeps about you, as one JSON file: your profile and your 1:1s
            with their shared notes and action items.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <a href={DATA_EXPORT_URL} download className={buttonVariants({ variant: 'outline' })}>
            <Download aria-hidden="true" />
            Download my data
          </a>
        </CardContent>
      </Card>
    </section>
  );
}
