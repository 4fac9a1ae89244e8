import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';

export function BackLink({
  to,
  children = 'Back to Dashboard',
}: {
  to: string;
  children?: React.ReactNode;
}) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
