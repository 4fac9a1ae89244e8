/**
 * 1:1 templates (docs/decisions/0013-shared-1on1.md): their queries and mutations, the
 * scheduling form's "Template" select and the templates screen.
 * Other features and app/ import this feature only from this file.
 */
export {
  TEMPLATES_KEY,
  templateQueries,
  useCreateTemplate,
  useDeleteTemplate,
  useTemplates,
  useUpdateTemplate,
} from './api/templates';
export { TemplateSelect } from './components/template-select';
export { TemplatesManager } from './components/templates-manager';
