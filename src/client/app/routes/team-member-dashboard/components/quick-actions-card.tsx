/**
 * Quick Actions of the team member dashboard (spec 2.6): search (focuses My Meetings' search
 * box), view stuck items (/stuck-action-items), view resources (moves to the Resources card).
 */
import { Link } from 'react-router';
import { AlertTriangle, BookOpen, Search } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';

export function QuickActionsCard({
  onSearch,
  onResources,
}: {
  onSearch: () => void;
  onResources: () => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Button variant="outline" className="justify-start" onClick={onSearch}>
          <Search aria-hidden="true" />
          Search meetings
        </Button>
        <Button variant="outline" className="justify-start" asChild>
          <Link to="/stuck-action-items">
            <AlertTriangle aria-hidden="true" />
            View stuck items
          </Link>
        </Button>
        <Button variant="outline" className="justify-start" onClick={onResources}>
          <BookOpen aria-hidden="true" />
          View resources
        </Button>
      </CardContent>
    </Card>
  );
}
