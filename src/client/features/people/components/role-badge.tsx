import { Badge, type BadgeProps } from '@/client/components/ui/badge';

const VARIANT: Record<string, BadgeProps['variant']> = {
  'Senior Manager': 'purple',
  Manager: 'blue',
  Supervisor: 'amber',
  'Team Member': 'green',
};

/** A person's role as a badge, coloured by role (spec 2.4, 2.5). Unknown roles are grey. */
export function RoleBadge({ role }: { role: string }) {
  return <Badge variant={VARIANT[role] ?? 'secondary'}>{role}</Badge>;
}
