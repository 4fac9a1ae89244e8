/**
 * "Manager Tools" card (spec 2.4): Team Progress, Team Analytics, 1:1 Templates (decision 13)
 * and a search shortcut.
 */
import { Link } from 'react-router';
import { BarChart3, ListChecks, Search, TrendingUp } from 'lucide-react';
import { Button, buttonVariants } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { cn } from '@/client/lib/utils';

const toolClass = cn(buttonVariants({ variant: 'outline' }), 'w-full justify-start');

export function ManagerToolsCard({ onSearch }: { onSearch: () => void }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Manager Tools</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Link to="/team-progress" className={toolClass}>
          <TrendingUp aria-hidden="true" />
          Team Progress
        </Link>
        <Link to="/team-analytics" className={toolClass}>
          <BarChart3 aria-hidden="true" />
          Team Analytics
        </Link>
        <Link to="/meeting-templates" className={toolClass}>
          <ListChecks aria-hidden="true" />
          1:1 Templates
        </Link>
        <Button type="button" variant="outline" className="w-full justify-start" onClick={onSearch}>
          <Search aria-hidden="true" />
          Search Meetings
        </Button>
      </CardContent>
    </Card>
  );
}
