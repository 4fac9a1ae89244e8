/**
 * "Import people" dialog (Senior Managers; docs/decisions/0016-import-sso-data.md): choose a
 * CSV file → the server's preview, one row per line with its outcome (create, update,
 * unchanged, error and its reason) → Apply, offered only when no line is an error. Lines are
 * matched by e-mail, so importing the same file again changes nothing.
 */
import { useId, useState } from 'react';
import { Upload } from 'lucide-react';
import { IMPORT_COLUMNS, type ImportLine, type ImportResult } from '@/shared/schemas/people-import';
import { errorMessage } from '@/client/lib/api-client';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Label } from '@/client/components/ui/label';
import { toast } from '@/client/components/ui/toast';
import { useImportPeople } from '../api/import-people';

const OUTCOME_BADGE = {
  create: { label: 'Create', variant: 'green' },
  update: { label: 'Update', variant: 'blue' },
  unchanged: { label: 'Unchanged', variant: 'secondary' },
  error: { label: 'Error', variant: 'destructive' },
} as const;

function count(lines: ImportLine[], outcome: ImportLine['outcome']) {
  return lines.filter((l) => l.outcome === outcome).length;
}

export function ImportPeopleDialog({
  open,
  onOpenChange,
  onImported,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onImported?: () => void;
}) {
  const inputId = useId();
  const [csv, setCsv] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const importPeople = useImportPeople();

  const reset = () => {
    setCsv(null);
    setFileName('');
    setPreview(null);
    setFailure(null);
  };
  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const choose = async (file: File | undefined) => {
    reset();
    if (!file) return;
    setFileName(file.name);
    const text = await file.text();
    setCsv(text);
    importPeople.mutate(
      { csv: text, dryRun: true },
      {
        onSuccess: setPreview,
        onError: (err) => setFailure(errorMessage(err, 'The file could not be read.')),
      },
    );
  };

  const apply = () => {
    if (csv === null) return;
    importPeople.mutate(
      { csv, dryRun: false },
      {
        onSuccess: (result) => {
          if (!result.applied) {
            setPreview(result); // something changed since the preview
            return;
          }
          toast({
            title: 'People imported',
            description: `${count(result.lines, 'create')} created, ${count(result.lines, 'update')} updated.`,
          });
          onImported?.();
          close(false);
        },
        onError: (err) => setFailure(errorMessage(err, 'Failed to import people.')),
      },
    );
  };

  const lines = preview?.lines ?? [];
  const errors = count(lines, 'error');
  const changes = count(lines, 'create') + count(lines, 'update');

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[90vh] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Import people</DialogTitle>
          <DialogDescription>
            A CSV file whose first line is{' '}
            <code className="wrap-anywhere">{IMPORT_COLUMNS.join(',')}</code>. People are matched by
            e-mail: new ones are created, others updated. Nothing is written until you apply, and a
            file with an error is not applied at all.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={inputId}>CSV file</Label>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            className="text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
            onChange={(e) => void choose(e.target.files?.[0])}
          />
        </div>
        {importPeople.isPending && !preview ? (
          <p role="status" className="text-sm text-slate-600">
            Reading {fileName}…
          </p>
        ) : null}
        {failure ? (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        ) : null}
        {preview ? (
          <div className="grid gap-3">
            <p role="status" className="text-sm text-slate-700">
              {count(lines, 'create')} to create, {count(lines, 'update')} to update,{' '}
              {count(lines, 'unchanged')} unchanged, {errors} {errors === 1 ? 'error' : 'errors'}.
              {errors > 0 ? ' Correct the file and choose it again.' : ''}
            </p>
            <div className="overflow-x-auto rounded-md border border-slate-200">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Preview of {fileName}</caption>
                <thead className="bg-slate-50 text-slate-700">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Line
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      E-mail
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Outcome
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {lines.map((l) => (
                    <tr key={`${l.line}-${l.email}`}>
                      <td className="px-3 py-2 tabular-nums text-slate-700">
                        {l.line === 0 ? 'File' : l.line}
                      </td>
                      <td className="max-w-[14rem] break-all px-3 py-2">{l.email || '—'}</td>
                      <td className="px-3 py-2">
                        <Badge variant={OUTCOME_BADGE[l.outcome].variant}>
                          {OUTCOME_BADGE[l.outcome].label}
                        </Badge>
                        {l.reason ? <p className="mt-1 text-slate-700">{l.reason}</p> : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button
            type="button"
            onClick={apply}
            disabled={!preview || errors > 0 || changes === 0 || importPeople.isPending}
          >
            <Upload aria-hidden="true" />
            Apply
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
