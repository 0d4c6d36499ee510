import { Form } from 'react-router';
import { ADMIN_MESSAGES, ROLE_LABELS, adminIdParamsSchema, queryObject } from '@anupalan/shared';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardTitle } from '../../components/ui/card';
import { TextInput, controlBorder, controlClasses } from '../../components/ui/form-field';
import { cn } from '../../components/ui/cn';
import { ActionButton, HiddenFields, ResultNotice, useActionForm } from '../../components/forms/action-form';
import { DataRows, Field, formatDateTime } from '../../components/lists/data-list';
import { ListPage } from '../../components/lists/list-page';
import { formObject, load, requireStaff, runAction } from '../../features/admin/lib/guard';
import type { Route } from './+types/staff';

export async function loader({ context, url }: Route.LoaderArgs) {
  const { user, admin } = requireStaff(context, url, { adminOnly: true });
  const list = await load(() => admin.staff.list(user, queryObject(url)));
  return { ...list, me: user.id };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const { user, admin } = requireStaff(context, url, { adminOnly: true });
  const form = formObject(await request.formData());
  return runAction(async () => {
    if (form.intent === 'create') {
      await admin.staff.create(user, { name: form.name, email: form.email, password: form.password, role: form.role });
      return ADMIN_MESSAGES.staffCreated;
    }
    const { id } = adminIdParamsSchema.parse({ id: form.id });
    if (form.intent === 'deactivate') {
      await admin.staff.setActive(user, id, false);
      return ADMIN_MESSAGES.staffDeactivated;
    }
    await admin.staff.setActive(user, id, true);
    return ADMIN_MESSAGES.staffReactivated;
  });
}

export const meta: Route.MetaFunction = () => [{ title: 'Staff · Back office' }];

/** `/admin/staff` (admins only): staff accounts; create, deactivate (ends their sessions), reactivate. */
export default function Staff({ loaderData }: Route.ComponentProps) {
  const { result, error, submitting } = useActionForm();
  return (
    <ListPage
      title="Staff accounts"
      pageInfo={loaderData.pageInfo}
      pagerLabel="Staff"
      footer={
        <Card className="mt-8 max-w-xl">
          <CardTitle as="h2">New staff account</CardTitle>
          <Form method="post" noValidate className="mt-4 space-y-4" key={loaderData.pageInfo.total}>
            <HiddenFields values={{ intent: 'create' }} />
            <TextInput label="Name" name="name" required error={error('name')} />
            <TextInput label="E-mail" name="email" type="email" required error={error('email')} />
            <TextInput
              label="Password"
              name="password"
              type="password"
              autoComplete="new-password"
              required
              hint="8 or more characters with upper and lower case, a digit and one of @$!%?&"
              error={error('password')}
            />
            <div className="space-y-1.5">
              <label htmlFor="staff-role" className="block font-medium text-slate-900">
                Role
              </label>
              <select id="staff-role" name="role" defaultValue="staff" className={cn(controlClasses, controlBorder(false))}>
                <option value="staff">Staff</option>
                <option value="admin">Admin</option>
              </select>
            </div>
            <Button type="submit" loading={submitting('intent', 'create')} loadingText="Creating...">
              Create account
            </Button>
          </Form>
        </Card>
      }
    >
      <ResultNotice result={result} />
      <DataRows
        items={loaderData.items}
        empty="No staff accounts."
        rowKey={(s) => s.id}
        columns="md:grid-cols-[2fr_2fr_1fr_1fr_auto] md:items-center"
        row={(s) => (
          <>
            <Field label="Name">{s.name}</Field>
            <Field label="E-mail">{s.email ?? '—'}</Field>
            <Field label="Role">{ROLE_LABELS[s.role]}</Field>
            <Field label="Last sign-in">{formatDateTime(s.lastLoginAt)}</Field>
            <div className="flex items-center gap-3">
              <Badge tone={s.status === 'active' ? 'success' : 'neutral'}>
                {s.status === 'active' ? 'Active' : 'Deactivated'}
              </Badge>
              {s.id !== loaderData.me ? (
                <ActionButton
                  values={{ id: s.id, intent: s.status === 'active' ? 'deactivate' : 'reactivate' }}
                  size="sm"
                  variant={s.status === 'active' ? 'danger' : 'outline'}
                >
                  {s.status === 'active' ? 'Deactivate' : 'Reactivate'}
                  <span className="sr-only"> {s.name}</span>
                </ActionButton>
              ) : null}
            </div>
          </>
        )}
      />
    </ListPage>
  );
}
