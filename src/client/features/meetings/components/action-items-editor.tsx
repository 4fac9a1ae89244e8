/**
 * Editable list of action items (spec 2.6 "Edit Meeting Details", spec 5): add with Enter or
 * the Add button, only when the text is non-empty after trimming; remove with a named button.
 */
import { useId, useState } from 'react';
import { Plus, X } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';

export function ActionItemsEditor({
  value,
  onChange,
}: {
  value: readonly string[];
  onChange: (items: string[]) => void;
}) {
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const add = () => {
    const text = draft.trim();
    if (!text) return;
    onChange([...value, text]);
    setDraft('');
  };
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-800">Action Items</legend>
      {value.length > 0 ? (
        <ul className="grid gap-1">
          {value.map((item, index) => (
            <li
              key={`${index}-${item}`}
              className="flex items-center justify-between gap-2 rounded-md bg-slate-50 px-3 py-1.5 text-sm"
            >
              <span className="min-w-0 wrap-anywhere">{item}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="h-7 w-7 shrink-0"
                aria-label={`Remove action item: ${item}`}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">No action items yet.</p>
      )}
      <div className="flex gap-2">
        <Label htmlFor={inputId} className="sr-only">
          New action item
        </Label>
        <Input
          id={inputId}
          value={draft}
          placeholder="Add an action item"
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={add} disabled={!draft.trim()}>
          <Plus aria-hidden="true" />
          Add
        </Button>
      </div>
    </fieldset>
  );
}
