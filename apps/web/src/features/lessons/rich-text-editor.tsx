import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';
import { FieldMessages } from '../../components/ui/form-field.tsx';
import styles from './lessons.module.css';
import { emptyRichText } from './rich-text.ts';

export interface RichTextEditorProps {
  label: string;
  /** HTML as the lesson holds it (sanitized by the server when saved). */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  errors?: readonly string[];
  hint?: string;
}

type Mark = 'bold' | 'italic' | 'underline' | 'bulletList' | 'orderedList';
const BUTTONS: readonly { mark: Mark; label: string; run: (editor: Editor) => void }[] = [
  { mark: 'bold', label: 'Bold', run: (editor) => editor.chain().focus().toggleBold().run() },
  { mark: 'italic', label: 'Italic', run: (editor) => editor.chain().focus().toggleItalic().run() },
  { mark: 'underline', label: 'Underline', run: (editor) => editor.chain().focus().toggleUnderline().run() },
  {
    mark: 'bulletList',
    label: 'Bulleted list',
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    mark: 'orderedList',
    label: 'Numbered list',
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
];

function textboxAttributes(id: string, hasHint: boolean, invalid: boolean): Record<string, string> {
  const describedBy = [hasHint && `${id}-hint`, invalid && `${id}-error`].filter(Boolean).join(' ');
  return {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': `${id}-label`,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    class: styles.richTextContent ?? '',
  };
}

/**
 * Rich text for Text slides and question text (docs/decisions/0033): Tiptap (ProseMirror) with the
 * marks the server's sanitizer keeps, a formatting toolbar of toggle buttons, and a labelled textbox.
 * It loads lazily with the editor page, never with a public route.
 */
export function RichTextEditor({ label, value, onChange, onBlur, errors = [], hint }: RichTextEditorProps) {
  const id = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [3, 4] },
        codeBlock: false,
        code: false,
        horizontalRule: false,
        blockquote: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
    ],
    content: value,
    immediatelyRender: true,
    onUpdate: ({ editor: current }) => onChange(emptyRichText(current.getHTML())),
    onBlur: () => onBlur?.(),
    editorProps: { attributes: textboxAttributes(id, Boolean(hint), errors.length > 0) },
  });
  // The textbox's description and invalid state follow the messages (the editor keeps its first options).
  const invalid = errors.length > 0;
  useEffect(() => {
    if (editor && !editor.isDestroyed) {
      editor.setOptions({ editorProps: { attributes: textboxAttributes(id, Boolean(hint), invalid) } });
    }
  }, [editor, id, hint, invalid]);
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Object.fromEntries(BUTTONS.map(({ mark }) => [mark, current?.isActive(mark) ?? false])) as Record<
        Mark,
        boolean
      >,
  });

  // A value replaced from outside (their version reloaded after a conflict) replaces the text.
  useEffect(() => {
    if (editor && !editor.isDestroyed && emptyRichText(editor.getHTML()) !== value) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  return (
    <div className={styles.richText}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the label of a contenteditable focuses it on click, as a <label> would; keyboard users reach the textbox by Tab */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: see above */}
      <span id={`${id}-label`} className={styles.label} onClick={() => editor?.commands.focus()}>
        {label}
      </span>
      <div role="toolbar" aria-label={`Formatting: ${label}`} className={styles.richTextToolbar}>
        {BUTTONS.map(({ mark, label: buttonLabel, run }) => (
          <button
            key={mark}
            type="button"
            aria-pressed={active?.[mark] ?? false}
            className={styles.toolButton}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => editor && run(editor)}
          >
            {buttonLabel}
          </button>
        ))}
      </div>
      <EditorContent
        editor={editor}
        className={errors.length > 0 ? styles.richTextInvalid : styles.richTextBox}
      />
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldMessages id={`${id}-error`} messages={errors} />
    </div>
  );
}
