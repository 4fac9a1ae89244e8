/**
 * The 1:1 templates screen (docs/decisions/0013-shared-1on1.md): every template the
 * organisation may use, the built-in ones read-only; a form to create one (name and one talking
 * point per line, at most 30), and edit and delete on the templates the viewer may change
 * (their own; a Senior Manager any of the organisation's). Server field messages show on the
 * field; other failures in a destructive toast.
 */
import { useId, useState, type FormEvent } from 'react';
import type { MeetingTemplate } from '@/shared/schemas/meeting-template';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Input } from '@/client/components/ui/input';
import { FieldError, Label } from '@/client/components/ui/label';
import { Textarea } from '@/client/components/ui/textarea';
import { toast } from '@/client/components/ui/toast';
import { ApiError, errorMessage } from '@/client/lib/api-client';
import {
  useCreateTemplate,
  useDeleteTemplate,
  useTemplates,
  useUpdateTemplate,
} from '../api/templates';

interface Viewer {
  id: number;
  role: string;
}

const mayChange = (t: MeetingTemplate, viewer: Viewer) =>
  !t.builtIn && (t.authorId === viewer.id || viewer.role === 'Senior Manager');

export function TemplatesManager({ viewer }: { viewer: Viewer }) {
  const { data: templates = [], isPending, isError } = useTemplates();
  const remove = useDeleteTemplate();
  const [editing, setEditing] = useState<MeetingTemplate | 'new' | null>(null);

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          A template adds its talking points to a 1:1 when you schedule it.
        </p>
        {editing === null && (
          <Button type="button" onClick={() => setEditing('new')}>
            New template
          </Button>
        )}
      </div>
      {editing !== null && (
        <TemplateForm
          key={editing === 'new' ? 'new' : editing.id}
          template={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {isPending ? (
        <p className="text-slate-600">Loading templates...</p>
      ) : isError ? (
        <p className="text-red-700">Templates could not be loaded.</p>
      ) : (
        <ul className="grid gap-3" aria-label="Templates">
          {templates.map((t) => (
            <li key={t.id}>
              <Card>
                <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
                  <CardTitle className="text-base">
                    {t.name} {t.builtIn && <Badge variant="secondary">Built in</Badge>}
                  </CardTitle>
                  {mayChange(t, viewer) && (
                    <div className="flex gap-2">
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        aria-label={`Edit ${t.name}`}
                        onClick={() => setEditing(t)}
                      >
                        Edit
                      </Button>
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        className="text-red-700"
                        aria-label={`Delete ${t.name}`}
                        disabled={remove.isPending}
                        onClick={() =>
                          remove.mutate(t.id, {
                            onError: (error) =>
                              toast({
                                title: 'Delete failed',
                                description: errorMessage(error, 'The template was not deleted'),
                                variant: 'destructive',
                              }),
                          })
                        }
                      >
                        Delete
                      </Button>
                    </div>
                  )}
                </CardHeader>
                <CardContent>
                  {t.talkingPoints.length ? (
                    <ol className="list-decimal pl-5 text-sm text-slate-800">
                      {t.talkingPoints.map((p, i) => (
                        <li key={i} className="wrap-anywhere">
                          {p}
                        </li>
                      ))}
                    </ol>
                  ) : (
                    <p className="text-sm text-slate-600">No talking points</p>
                  )}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function TemplateForm({
  template,
  onDone,
}: {
  template: MeetingTemplate | null;
  onDone: () => void;
}) {
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const [name, setName] = useState(template?.name ?? '');
  const [points, setPoints] = useState(template?.talkingPoints.join('\n') ?? '');
  const [errors, setErrors] = useState<{ name?: string; talkingPoints?: string }>({});
  const id = useId();
  const busy = create.isPending || update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = {
      name,
      talkingPoints: points
        .split('\n')
        .map((p) => p.trim())
        .filter(Boolean),
    };
    const onError = (error: unknown) => {
      const fields = error instanceof ApiError ? error.body?.fieldErrors : undefined;
      const pointError = Object.entries(fields ?? {}).find(([k]) => k.startsWith('talkingPoints'));
      setErrors({ name: fields?.name?.[0], talkingPoints: pointError?.[1][0] });
      if (!fields)
        toast({
          title: 'Save failed',
          description: errorMessage(error, 'The template was not saved'),
          variant: 'destructive',
        });
    };
    if (template) update.mutate({ id: template.id, values }, { onSuccess: onDone, onError });
    else create.mutate(values, { onSuccess: onDone, onError });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{template ? 'Edit template' : 'New template'}</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={submit}
          className="grid gap-4"
          aria-label={template ? 'Edit template' : 'New template'}
        >
          <div className="grid gap-2">
            <Label htmlFor={`${id}-name`}>Name</Label>
            <Input
              id={`${id}-name`}
              value={name}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? `${id}-name-error` : undefined}
            />
            <FieldError id={`${id}-name-error`} message={errors.name} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-points`}>Talking points (one per line, at most 30)</Label>
            <Textarea
              id={`${id}-points`}
              value={points}
              rows={6}
              onChange={(e) => setPoints(e.target.value)}
              aria-invalid={errors.talkingPoints ? true : undefined}
              aria-describedby={errors.talkingPoints ? `${id}-points-error` : undefined}
            />
            <FieldError id={`${id}-points-error`} message={errors.talkingPoints} />
          </div>
          <div className="flex gap-2">
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving...' : 'Save template'}
            </Button>
            <Button type="button" variant="outline" onClick={onDone}>
              Cancel
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
