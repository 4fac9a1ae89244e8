/** A labelled search input with a magnifier icon (directory searches, spec 2.18). */
import { Search } from 'lucide-react';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';

export function SearchBox({
  id,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          placeholder={placeholder}
          className="pl-9"
          value={value}
          maxLength={200}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
    </div>
  );
}
