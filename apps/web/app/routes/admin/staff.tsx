import { Form, useActionData, useNavigation } from 'react-router';
import { ADMIN_MESSAGES, ROLE_LABELS, adminIdParamsSchema, queryObject } from '@anupalan/shared';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ResultNotice } from '../../components/ui/notice';
import { Card, CardTitle } from '../../components/ui/card';
import { TextInput, controlBorder, controlClasses } from '../../components/ui/form-field';
import { cn } from '../../components/ui/cn';
import { DataList, Field, PageTitle, Pager, formatDateTime } from '../../features/admin/components/admin-shell';
import { formObject, load, requireStaff, runAction, type ActionResult } from '../../features/admin/lib/guard';
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
  const result = useActionData<ActionResult>();
  const navigation = useNavigation();
  const creating = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'create';
  const errors = result && !result.ok ? result.fieldErrors : undefined;
  return (
    <>
      <PageTitle>Staff accounts</PageTitle>
      <ResultNotice result={result} />
      <DataList empty="No staff accounts.">
        {loaderData.items.map((s) => (
          <li key={s.id} className="p-4">
            <dl className="grid gap-3 md:grid-cols-[2fr_2fr_1fr_1fr_auto] md:items-center">
              <Field label="Name">{s.name}</Field>
              <Field label="E-mail">{s.email ?? '—'}</Field>
              <Field label="Role">{ROLE_LABELS[s.role]}</Field>
              <Field label="Last sign-in">{formatDateTime(s.lastLoginAt)}</Field>
              <div className="flex items-center gap-3">
                <Badge tone={s.status === 'active' ? 'success' : 'neutral'}>
                  {s.status === 'active' ? 'Active' : 'Deactivated'}
                </Badge>
                {s.id !== loaderData.me ? (
                  <Form method="post">
                    <input type="hidden" name="id" value={s.id} />
                    <input type="hidden" name="intent" value={s.status === 'active' ? 'deactivate' : 'reactivate'} />
                    <Button type="submit" size="sm" variant={s.status === 'active' ? 'danger' : 'outline'}>
                      {s.status === 'active' ? 'Deactivate' : 'Reactivate'}
                      <span className="sr-only"> {s.name}</span>
                    </Button>
                  </Form>
                ) : null}
              </div>
            </dl>
          </li>
        ))}
      </DataList>
      <Pager pageInfo={loaderData.pageInfo} label="Staff" />
      <Card className="mt-8 max-w-xl">
        <CardTitle as="h2">New staff account</CardTitle>
        <Form method="post" noValidate className="mt-4 space-y-4" key={loaderData.pageInfo.total}>
          <input type="hidden" name="intent" value="create" />
          <TextInput label="Name" name="name" required error={errors?.name?.[0]} />
          <TextInput label="E-mail" name="email" type="email" required error={errors?.email?.[0]} />
          <TextInput
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            hint="8 or more characters with upper and lower case, a digit and one of @$!%?&"
            error={errors?.password?.[0]}
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
          <Button type="submit" loading={creating} loadingText="Creating...">
            Create account
          </Button>
        </Form>
      </Card>
    </>
  );
}
