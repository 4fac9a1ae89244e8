import { cn, initials } from '@/client/lib/utils';

/** A person's initials in a circle (decorative: the name is always written next to it). */
export function PersonAvatar({
  person,
  size = 'md',
}: {
  person: { firstName: string | null; lastName: string | null; username: string };
  size?: 'md' | 'lg';
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700',
        size === 'lg' ? 'h-16 w-16 text-xl' : 'h-12 w-12',
      )}
    >
      {initials(person)}
    </span>
  );
}
