import { useEffect } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Heading2, Italic, List, ListOrdered, Quote } from 'lucide-react';
import { cn } from '../../../components/ui/cn';
import { controlBorder } from '../../../components/ui/form-field';

/**
 * The TipTap editor itself: loaded only in the browser, only by back-office pages (see
 * rich-text-field.tsx), so neither the server render nor the storefront's bundle carries it.
 * What it produces is only a suggestion: the server sanitises every rich text before storing it.
 */
export default function TipTapEditor({
  id,
  label,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  invalid: boolean;
  describedBy: string | undefined;
}) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3, 4] } })],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        // A contenteditable is not labelable by <label for>, so it carries its name itself.
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: 'prose-content min-h-40 px-3 py-2 text-slate-900 focus:outline-none',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  // Label clicks focus the editor, as they would a textarea.
  useEffect(() => {
    const label = document.querySelector<HTMLLabelElement>(`label[for="${CSS.escape(id)}"]`);
    const focus = () => editor?.commands.focus();
    label?.addEventListener('click', focus);
    return () => label?.removeEventListener('click', focus);
  }, [editor, id]);
  const tools = [
    { label: 'Bold', icon: Bold, run: () => editor?.chain().focus().toggleBold().run(), active: 'bold' },
    { label: 'Italic', icon: Italic, run: () => editor?.chain().focus().toggleItalic().run(), active: 'italic' },
    {
      label: 'Heading',
      icon: Heading2,
      run: () => editor?.chain().focus().toggleHeading({ level: 2 }).run(),
      active: 'heading',
    },
    { label: 'Bulleted list', icon: List, run: () => editor?.chain().focus().toggleBulletList().run(), active: 'bulletList' },
    {
      label: 'Numbered list',
      icon: ListOrdered,
      run: () => editor?.chain().focus().toggleOrderedList().run(),
      active: 'orderedList',
    },
    { label: 'Quote', icon: Quote, run: () => editor?.chain().focus().toggleBlockquote().run(), active: 'blockquote' },
  ];
  return (
    <div className={cn('rounded-lg border bg-white', controlBorder(invalid))} data-rich-text-editor="">
      <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1 border-b border-slate-200 p-1">
        {tools.map((t) => (
          <button
            key={t.label}
            type="button"
            aria-label={t.label}
            aria-pressed={editor?.isActive(t.active) ?? false}
            onClick={t.run}
            className="inline-flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 aria-pressed:bg-brand-50 aria-pressed:text-brand-900"
          >
            <t.icon aria-hidden="true" className="size-4" />
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
