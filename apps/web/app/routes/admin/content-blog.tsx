import { redirect } from 'react-router';
import { CATALOG_ADMIN_MESSAGES } from '@anupalan/shared';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { TextArea, TextInput } from '../../components/ui/form-field';
import { EditingHeading } from '../../components/forms/editing-heading';
import { RichTextField } from '../../features/admin/components/rich-text-field';
import { CoverUpload } from '../../features/admin/components/cover-upload';
import { ActionForm, useActionForm } from '../../components/forms/action-form';
import { formObject, idParam, load, runAction } from '../../features/admin/lib/guard';
import { requireCatalogAdmin } from './catalog';
import type { Route } from './+types/content-blog';

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const { user, svc } = requireCatalogAdmin(context, url);
  if (params.id === 'new') return { blog: null };
  const id = idParam(params.id);
  return { blog: await load(() => svc.blogs.get(user, id)) };
}

export async function action({ context, request, url, params }: Route.ActionArgs) {
  const { user, svc } = requireCatalogAdmin(context, url);
  const form = formObject(await request.formData());
  const input = { ...form, published: form.published === 'on' };
  let createdId: number | null = null;
  const result = await runAction(async () => {
    if (params.id === 'new') {
      createdId = (await svc.blogs.create(user, input)).id;
      return CATALOG_ADMIN_MESSAGES.created;
    }
    await svc.blogs.update(user, idParam(params.id), input);
    return CATALOG_ADMIN_MESSAGES.saved;
  });
  if (createdId) throw redirect(`/admin/content/blogs/${createdId}`);
  return result;
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: `${data?.blog ? `Edit ${data.blog.title}` : 'New article'} · Back office` },
];

/** `/admin/content/blogs/:id` (or `new`): write, save as draft, publish. */
export default function ContentBlog({ loaderData }: Route.ComponentProps) {
  const { blog } = loaderData;
  const { result, error, submitting } = useActionForm();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  return (
    <>
      <EditingHeading
        title={blog ? `Edit ${blog.title}` : 'New article'}
        backLink={{ to: '/admin/content', label: 'Back to content' }}
        result={result}
      />
      <Card className="mt-4 max-w-3xl">
        <ActionForm
          values={{ version: blog?.version }}
          className="grid gap-4 sm:grid-cols-2"
          key={blog ? `${blog.id}-${blog.version}` : 'new'}
        >
          <TextInput
            label="Title"
            name="title"
            required
            defaultValue={blog?.title}
            error={error('title')}
            fieldClassName="sm:col-span-2"
          />
          <TextInput
            label="Slug"
            name="slug"
            required
            defaultValue={blog?.slug}
            error={error('slug')}
            hint="The article's address: /blogs/<slug>"
          />
          <TextInput label="Category" name="category" required defaultValue={blog?.category} error={error('category')} />
          <TextInput
            label="Publish date"
            type="date"
            name="publishedOn"
            required
            defaultValue={blog?.publishedOn ?? today}
            error={error('publishedOn')}
          />
          <TextInput label="Author" name="author" defaultValue={blog?.author} error={error('author')} />
          <TextArea
            label="Excerpt"
            name="excerpt"
            rows={3}
            defaultValue={blog?.excerpt}
            error={error('excerpt')}
            fieldClassName="sm:col-span-2"
          />
          <div className="sm:col-span-2">
            <RichTextField label="Body" name="bodyHtml" defaultValue={blog?.bodyHtml ?? ''} error={error('bodyHtml')} />
          </div>
          <label className="flex min-h-11 items-center gap-2 font-medium text-slate-900 sm:col-span-2">
            <input type="checkbox" name="published" defaultChecked={blog?.published ?? false} className="size-5" />
            Published (shown in the blog list)
          </label>
          <div className="flex flex-wrap gap-3 sm:col-span-2">
            <Button type="submit" loading={submitting()} loadingText="Saving...">
              {blog ? 'Save article' : 'Create article'}
            </Button>
            {blog?.published ? (
              <a href={blog.publicPath} className={buttonClasses({ variant: 'outline' })}>
                Open the article
              </a>
            ) : null}
          </div>
        </ActionForm>
      </Card>
      {blog ? (
        <Card className="mt-8 max-w-3xl">
          <CoverUpload blogId={blog.id} image={blog.image} title={blog.title} />
        </Card>
      ) : null}
    </>
  );
}
