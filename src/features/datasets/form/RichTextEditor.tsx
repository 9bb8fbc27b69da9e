import { useLingui } from '@lingui/react/macro';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { sanitiseRichText } from '../../../../contract/sanitiseRichText';

type RichTextEditorProps = {
  id: string;
  /** The editable area is not a form control: it is named directly. */
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  describedBy?: string;
  invalid?: boolean;
  /** Said to assistive technologies, as the label's asterisk says it on screen (RGAA 11.10). */
  required?: boolean;
  /** False for a person who may only read the dataset: a disabled fieldset does not reach it. */
  editable?: boolean;
};

const toolbarButton =
  'rounded border border-slate-300 px-2 py-1 text-sm text-slate-900 hover:bg-slate-100 aria-pressed:bg-blue-50 aria-pressed:text-blue-900';

/** What the editor can write; contract/sanitiseRichText.ts allows exactly this markup. */
export const editorExtensions = [
  StarterKit.configure({ heading: { levels: [2, 3] }, codeBlock: false, horizontalRule: false }),
];

/**
 * The advanced description editor (TipTap). Loaded on demand: only people who choose it download it.
 * What it is given (the stored description, pasted HTML) is sanitised before the editor parses it, so
 * no hostile element is ever built, and its HTML is sanitised again before it leaves the editor.
 */
export default function RichTextEditor({
  id,
  label,
  value,
  onChange,
  onBlur,
  describedBy,
  invalid,
  required,
  editable = true,
}: RichTextEditorProps) {
  const { t } = useLingui();
  const editor = useEditor({
    extensions: editorExtensions,
    content: sanitiseRichText(value),
    immediatelyRender: true,
    editable,
    editorProps: {
      transformPastedHTML: sanitiseRichText,
      attributes: {
        id,
        role: 'textbox',
        'aria-label': label,
        'aria-multiline': 'true',
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(required ? { 'aria-required': 'true' } : {}),
        ...(editable ? {} : { 'aria-readonly': 'true' }),
        class: `min-h-40 rounded-b-md border bg-white px-3 py-2 text-slate-900 prose max-w-none ${invalid ? 'border-red-700' : 'border-slate-500'}`,
      },
    },
    onUpdate: ({ editor: current }) => onChange(sanitiseRichText(current.getHTML())),
    onBlur: () => onBlur?.(),
  });
  if (!editor) return null;
  const tools = [
    { label: t`Bold`, active: editor.isActive('bold'), run: () => editor.chain().focus().toggleBold().run() },
    {
      label: t`Italic`,
      active: editor.isActive('italic'),
      run: () => editor.chain().focus().toggleItalic().run(),
    },
    {
      label: t`Bulleted list`,
      active: editor.isActive('bulletList'),
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    {
      label: t`Numbered list`,
      active: editor.isActive('orderedList'),
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
  ];
  return (
    <div className="mt-1">
      <div
        role="toolbar"
        aria-label={t`Formatting`}
        aria-controls={id}
        className="flex gap-1 rounded-t-md border border-b-0 border-slate-500 bg-slate-50 p-1"
      >
        {tools.map((tool) => (
          <button
            key={tool.label}
            type="button"
            className={toolbarButton}
            aria-pressed={tool.active}
            onClick={tool.run}
          >
            {tool.label}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
