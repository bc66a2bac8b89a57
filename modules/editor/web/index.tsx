// The editor module's browser bundle (module-api.ts): registers the form widget `editor` (a Tiptap
// editor whose value is HTML) and the cell renderer `editor` (the HTML's plain text). React, ReactDOM
// and antd are the host's (scripts/modules/bundle.ts); Tiptap and ProseMirror are bundled here only.
import { useEffect } from 'react';
import { Button, Space } from 'antd';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { ModuleApi, ModuleCellProps, ModuleFormWidgetProps } from '../../../src/engine/modules/module-api';

type Locale = ModuleFormWidgetProps['locale'];

const WORDS: Record<Locale, Record<'bold' | 'italic' | 'heading' | 'bulletList' | 'orderedList' | 'blockquote' | 'toolbar', string>> = {
  'zh-cn': { bold: '粗体', italic: '斜体', heading: '标题', bulletList: '无序列表', orderedList: '有序列表', blockquote: '引用', toolbar: '格式' },
  en: { bold: 'Bold', italic: 'Italic', heading: 'Heading', bulletList: 'Bulleted list', orderedList: 'Numbered list', blockquote: 'Quote', toolbar: 'Formatting' },
};

interface Mark {
  key: keyof (typeof WORDS)['en'];
  text: string;
  active: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const MARKS: Mark[] = [
  { key: 'bold', text: 'B', active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { key: 'italic', text: 'I', active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  { key: 'heading', text: 'H', active: (e) => e.isActive('heading', { level: 3 }), run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  { key: 'bulletList', text: '•', active: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
  { key: 'orderedList', text: '1.', active: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
  { key: 'blockquote', text: '❝', active: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run() },
];

function Toolbar({ editor, locale, disabled }: { editor: Editor; locale: Locale; disabled?: boolean }) {
  const words = WORDS[locale] ?? WORDS['zh-cn'];
  // Redraws the pressed states as the selection moves (the editor itself does not rerender React).
  const active = useEditorState({ editor, selector: ({ editor: e }) => MARKS.map((mark) => mark.active(e)) });
  return (
    <Space.Compact role="toolbar" aria-label={words.toolbar} style={{ marginBottom: 4 }}>
      {MARKS.map((mark, i) => (
        <Button
          key={mark.key}
          size="small"
          type={active[i] ? 'primary' : 'default'}
          aria-label={words[mark.key]}
          aria-pressed={active[i]}
          title={words[mark.key]}
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => mark.run(editor)}
        >
          {mark.text}
        </Button>
      ))}
    </Space.Compact>
  );
}

/** The form widget: HTML in, HTML out (an empty document is ''). */
function RichTextEditor({ value, onChange, disabled, 'aria-label': label, locale }: ModuleFormWidgetProps) {
  const html = typeof value === 'string' ? value : '';
  const editor = useEditor({
    extensions: [StarterKit],
    content: html,
    editable: !disabled,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: { 'aria-label': label ?? '', 'aria-multiline': 'true', role: 'textbox', 'data-testid': 'editor-module-input', class: 'chis-editor-module' } },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });
  // A value set from outside (the form reset, another row) replaces the document; its own edits do not.
  useEffect(() => {
    if (editor.isEmpty ? html !== '' : editor.getHTML() !== html) editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, html]);
  useEffect(() => {
    editor.setEditable(!disabled);
  }, [editor, disabled]);
  return (
    <div data-testid="editor-module">
      <Toolbar editor={editor} locale={locale} disabled={disabled} />
      <EditorContent editor={editor} style={{ border: '1px solid #d9d9d9', borderRadius: 6, padding: '4px 11px', minHeight: 120 }} />
    </div>
  );
}

/** The list cell: the text of the HTML (parsed into an inert document: no script runs, no image loads). */
function PlainText({ value }: ModuleCellProps) {
  const text = new DOMParser().parseFromString(String(value), 'text/html').body.textContent ?? '';
  return <>{text.replace(/\s+/g, ' ').trim()}</>;
}

export default function register(api: ModuleApi): void {
  api.registerFormWidget('editor', RichTextEditor);
  api.registerCellRenderer('editor', PlainText);
}
