/** Organisation settings' "Audit trail" section: what the trail records and a link to /audit. */
import { Link } from 'react-router';
import { ScrollText } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/client/components/ui/card';

export function AuditTrailSection() {
  return (
    <section aria-labelledby="audit-heading" className="grid gap-4">
      <h2 id="audit-heading" className="text-lg font-semibold">
        Audit trail
      </h2>
      <Card>
        <CardHeader>
          <CardDescription>
            Who signed in, changed people, templates and 1:1s, exported data or read a 1:1 they were
            not part of: when, from which address, by which request. Filter it and download it as
            CSV.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline">
            <Link to="/audit">
              <ScrollText aria-hidden="true" />
              Open the audit trail
            </Link>
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}
