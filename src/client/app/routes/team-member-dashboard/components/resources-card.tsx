/**
 * Resources & Quick Links of the team member dashboard (spec 2.6): external links opened in a
 * new tab. The heading takes focus when Quick Actions' "View resources" moves here.
 */
import { forwardRef } from 'react';
import { ExternalLink } from 'lucide-react';
import { Card, CardContent, CardHeader } from '@/client/components/ui/card';
import { RESOURCE_LINKS, usableResourceLinks } from '../resource-links';

export const ResourcesCard = forwardRef<HTMLHeadingElement>(function ResourcesCard(_, headingRef) {
  return (
    <Card>
      <CardHeader>
        <h2
          ref={headingRef}
          tabIndex={-1}
          id="resources-heading"
          className="rounded-sm text-lg font-semibold leading-none tracking-tight"
        >
          Resources &amp; Quick Links
        </h2>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2" aria-labelledby="resources-heading">
          {usableResourceLinks(RESOURCE_LINKS).map((r) => (
            <li key={r.label}>
              <a
                href={r.href}
                target="_blank"
                rel="noopener noreferrer"
                className="flex items-center justify-between gap-2 rounded-md border border-slate-200 p-3 hover:border-brand-500 hover:bg-brand-50"
              >
                <span>
                  <span className="block text-sm font-medium text-slate-900">{r.label}</span>
                  <span className="block text-xs text-slate-600">{r.description}</span>
                </span>
                <ExternalLink className="h-4 w-4 shrink-0 text-slate-600" aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
});
