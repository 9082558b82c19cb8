import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { TableKit } from '@tiptap/extension-table';
import Image from '@tiptap/extension-image';
import { FACT_TOKEN_LABELS, type FactToken } from '@harsh/contract';
import { TextAreaField } from '../../../../components/ui/field';
import { linkAddress } from './link-address';
import type { MediaChoice, RichTextFieldProps } from './field';

/*
 * The rich-text editor of the staff screens: TipTap's core, mounted on an element, with a toolbar
 * of our own. Not `@tiptap/react`: it imports React DOM, which would then be shared with a staff
 * chunk and split out of the public pages' entry into a file of its own. Its features are the ones the API's HTML
 * allowlist keeps: headings 2 and 3, paragraphs, bold, italic, lists, links, quotes, tables and
 * images. Strike-through and underline are left out because the allowlist drops them.
 */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    strike: false,
    underline: false,
    link: {
      openOnClick: false,
      autolink: true,
      protocols: ['mailto', 'tel'],
      HTMLAttributes: { target: null, rel: null },
    },
  }),
  TableKit.configure({ table: { resizable: false } }),
  Image.configure({ allowBase64: false }),
];

type Panel = 'link' | 'image' | 'fact' | null;

export default function RichTextEditor({
  id,
  name,
  label,
  hint,
  error,
  defaultValue,
  library = [],
}: RichTextFieldProps) {
  const [html, setHtml] = useState(defaultValue);
  const [mode, setMode] = useState<'rich' | 'html'>('rich');
  const [panel, setPanel] = useState<Panel>(null);
  const labelId = `${id}-label`;
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined;
  const mount = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  // The toolbar shows what is on at the cursor: drawn again after every change of the document or selection.
  const [, setRevision] = useState(0);
  const textboxAttributes = () => ({
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(error ? { 'aria-invalid': 'true' } : {}),
    class: 'rich-text-area prose-content',
  });
  // A save answered in place names an error (or clears it) after the editor was made: its text box says so too.
  useEffect(() => {
    if (editor && !editor.isDestroyed)
      editor.setOptions({
        editorProps: { ...editor.options.editorProps, attributes: textboxAttributes() },
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor, describedBy, error]);
  useEffect(() => {
    // The editor's own HTML for the content it was given, once it has taken it in.
    let asGiven: string | null = null;
    const instance = new Editor({
      element: mount.current,
      extensions: EXTENSIONS,
      content: defaultValue,
      editorProps: { attributes: textboxAttributes() },
      // The editor writes HTML its own way (no line breaks between tags, `<li><p>`): while what it
      // holds is what it was given, the field keeps the HTML as it was, so a save without a change
      // is no new version.
      onCreate: ({ editor: created }) => {
        asGiven = created.getHTML();
      },
      onUpdate: ({ editor: current }) => {
        const next = current.getHTML();
        setHtml(next === asGiven ? defaultValue : next);
      },
      onTransaction: () => setRevision((n) => n + 1),
    });
    setEditor(instance);
    return () => instance.destroy();
    // One editor for the field's life: its content is the editor's own from then on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function switchTo(next: 'rich' | 'html') {
    if (next === 'rich') editor?.commands.setContent(html, { emitUpdate: false });
    setMode(next);
    setPanel(null);
  }

  return (
    <div>
      {mode === 'html' ? (
        <div className="grid gap-2">
          <TextAreaField
            id={`${id}-html`}
            name={name}
            label={`${label} (HTML)`}
            hint={hint}
            error={error}
            rows={18}
            className="field-input font-mono text-sm"
            value={html}
            onChange={(event) => setHtml(event.target.value)}
          />
          <div>
            <button type="button" className="toolbar-button" onClick={() => switchTo('rich')}>
              Back to the editor
            </button>
          </div>
        </div>
      ) : (
        <span id={labelId} className="mb-1 block text-sm font-semibold text-navy-900">
          {label}
        </span>
      )}
      {/* Kept while the HTML is edited, so that the editor and its history live on. */}
      <div hidden={mode === 'html'}>
        <div className={`rich-text ${error ? 'rich-text-invalid' : ''}`}>
          {editor && (
            <Toolbar
              editor={editor}
              controls={id}
              panel={panel}
              setPanel={setPanel}
              onHtml={() => switchTo('html')}
              library={library}
            />
          )}
          <div ref={mount} />
        </div>
        {mode === 'rich' && <input type="hidden" name={name} value={html} />}
        {hint && mode === 'rich' && (
          <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
            {hint}
          </p>
        )}
        {error && mode === 'rich' && (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

interface ToolbarProps {
  editor: Editor;
  controls: string;
  panel: Panel;
  setPanel: (panel: Panel) => void;
  onHtml: () => void;
  library: MediaChoice[];
}

function Toolbar({ editor, controls, panel, setPanel, onHtml, library }: ToolbarProps) {
  const chain = () => editor.chain().focus();
  const inTable = editor.isActive('table');
  return (
    <div className="border-b border-slate-200 p-2">
      <div
        role="toolbar"
        aria-label="Formatting"
        aria-controls={controls}
        className="flex flex-wrap gap-1"
      >
        <ToolbarButton
          pressed={editor.isActive('paragraph')}
          onClick={() => chain().setParagraph().run()}
        >
          Paragraph
        </ToolbarButton>
        <ToolbarButton
          pressed={editor.isActive('heading', { level: 2 })}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        >
          Heading
        </ToolbarButton>
        <ToolbarButton
          pressed={editor.isActive('heading', { level: 3 })}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        >
          Subheading
        </ToolbarButton>
        <ToolbarButton pressed={editor.isActive('bold')} onClick={() => chain().toggleBold().run()}>
          Bold
        </ToolbarButton>
        <ToolbarButton
          pressed={editor.isActive('italic')}
          onClick={() => chain().toggleItalic().run()}
        >
          Italic
        </ToolbarButton>
        <ToolbarButton
          pressed={editor.isActive('bulletList')}
          onClick={() => chain().toggleBulletList().run()}
        >
          Bulleted list
        </ToolbarButton>
        <ToolbarButton
          pressed={editor.isActive('orderedList')}
          onClick={() => chain().toggleOrderedList().run()}
        >
          Numbered list
        </ToolbarButton>
        <ToolbarButton
          pressed={editor.isActive('blockquote')}
          onClick={() => chain().toggleBlockquote().run()}
        >
          Quote
        </ToolbarButton>
        <ToolbarButton
          pressed={panel === 'link'}
          expanded
          onClick={() => setPanel(panel === 'link' ? null : 'link')}
        >
          Link
        </ToolbarButton>
        <ToolbarButton
          pressed={panel === 'image'}
          expanded
          onClick={() => setPanel(panel === 'image' ? null : 'image')}
        >
          Image
        </ToolbarButton>
        <ToolbarButton
          pressed={panel === 'fact'}
          expanded
          onClick={() => setPanel(panel === 'fact' ? null : 'fact')}
        >
          Company fact
        </ToolbarButton>
        {inTable ? (
          <>
            <ToolbarButton onClick={() => chain().addRowAfter().run()}>Add row</ToolbarButton>
            <ToolbarButton onClick={() => chain().addColumnAfter().run()}>Add column</ToolbarButton>
            <ToolbarButton onClick={() => chain().deleteRow().run()}>Remove row</ToolbarButton>
            <ToolbarButton onClick={() => chain().deleteColumn().run()}>
              Remove column
            </ToolbarButton>
            <ToolbarButton onClick={() => chain().deleteTable().run()}>Remove table</ToolbarButton>
          </>
        ) : (
          <ToolbarButton
            onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
          >
            Table
          </ToolbarButton>
        )}
        <ToolbarButton disabled={!editor.can().undo()} onClick={() => chain().undo().run()}>
          Undo
        </ToolbarButton>
        <ToolbarButton disabled={!editor.can().redo()} onClick={() => chain().redo().run()}>
          Redo
        </ToolbarButton>
        <ToolbarButton onClick={onHtml}>Edit the HTML</ToolbarButton>
      </div>
      {panel === 'link' && <LinkPanel editor={editor} close={() => setPanel(null)} />}
      {panel === 'image' && (
        <ImagePanel editor={editor} library={library} close={() => setPanel(null)} />
      )}
      {panel === 'fact' && <FactPanel editor={editor} close={() => setPanel(null)} />}
    </div>
  );
}

function ToolbarButton({
  pressed,
  expanded,
  disabled,
  onClick,
  children,
}: {
  pressed?: boolean;
  expanded?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="toolbar-button"
      aria-pressed={expanded ? undefined : pressed}
      aria-expanded={expanded ? pressed : undefined}
      disabled={disabled}
      // Keeps the selection in the text while the toolbar is used with a mouse.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/**
 * A small panel of fields inside the page's form. Enter in one of them applies the panel instead
 * of sending the page's form; the first field takes the focus when the panel opens.
 */
function Panel({
  title,
  onEscape,
  children,
}: {
  title: string;
  onEscape: () => void;
  children: ReactNode;
}) {
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => group.current?.querySelector<HTMLElement>('input, select')?.focus(), []);
  // Escape closes the panel, changing nothing, and writing goes on where it was.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onEscape();
  };
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={group}
      role="group"
      aria-label={title}
      className="mt-2 flex flex-wrap items-end gap-3 rounded-md bg-slate-50 p-3"
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}

/** Enter applies the panel's fields (and does not send the page's form). */
function applyOnEnter(event: KeyboardEvent<HTMLInputElement>, apply: () => void) {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  apply();
}

function LinkPanel({ editor, close }: { editor: Editor; close: () => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const current = (editor.getAttributes('link')['href'] as string | undefined) ?? '';
  const [problem, setProblem] = useState('');
  const apply = () => {
    const typed = input.current?.value.trim() ?? '';
    const address = typed ? linkAddress(typed) : null;
    if (address && 'problem' in address) {
      setProblem(address.problem);
      return input.current?.focus();
    }
    if (address)
      editor.chain().focus().extendMarkRange('link').setLink({ href: address.href }).run();
    else editor.chain().focus().extendMarkRange('link').unsetLink().run();
    // Writing goes on after the link, not over it.
    editor.chain().focus().setTextSelection(editor.state.selection.to).run();
    close();
  };
  return (
    <Panel title="Link" onEscape={() => (close(), editor.commands.focus())}>
      <div className="grow">
        <label htmlFor={`${id}-href`} className="mb-1 block text-sm font-semibold">
          Link address
        </label>
        <input
          ref={input}
          id={`${id}-href`}
          className="field-input"
          defaultValue={current}
          placeholder="/contact-us or https://…"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onKeyDown={(event) => applyOnEnter(event, apply)}
        />
      </div>
      <button type="button" className="toolbar-button" onClick={apply}>
        Apply the link
      </button>
      {current && (
        <button
          type="button"
          className="toolbar-button"
          onClick={() => (
            editor.chain().focus().extendMarkRange('link').unsetLink().run(),
            close()
          )}
        >
          Remove the link
        </button>
      )}
      {problem && (
        <p id={`${id}-problem`} role="alert" className="field-error w-full">
          {problem}
        </p>
      )}
    </Panel>
  );
}

function ImagePanel({
  editor,
  library,
  close,
}: {
  editor: Editor;
  library: MediaChoice[];
  close: () => void;
}) {
  const id = useId();
  const src = useRef<HTMLInputElement>(null);
  const alt = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState('');
  const apply = () => {
    const address = src.current?.value.trim() ?? '';
    const text = alt.current?.value.trim() ?? '';
    if (!address) return setProblem('Give the image’s address.');
    if (!text) return setProblem('Describe the image for people who cannot see it.');
    editor.chain().focus().setImage({ src: address, alt: text }).run();
    close();
  };
  // A library picture fills in its address and its description, which can still be changed here.
  const choose = (address: string) => {
    const chosen = library.find((choice) => choice.address === address);
    if (!chosen || !src.current || !alt.current) return;
    src.current.value = chosen.address;
    alt.current.value = chosen.alt;
  };
  return (
    <Panel title="Image" onEscape={() => (close(), editor.commands.focus())}>
      {library.length > 0 && (
        <div className="w-full">
          <label htmlFor={`${id}-library`} className="mb-1 block text-sm font-semibold">
            From the media library
          </label>
          <select
            id={`${id}-library`}
            className="field-input"
            defaultValue=""
            onChange={(event) => choose(event.target.value)}
          >
            <option value="" disabled>
              Choose a picture
            </option>
            {library.map((choice) => (
              <option key={choice.address} value={choice.address}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="grow">
        <label htmlFor={`${id}-src`} className="mb-1 block text-sm font-semibold">
          Image address
        </label>
        <input
          ref={src}
          id={`${id}-src`}
          className="field-input"
          placeholder="/api/media/…"
          onKeyDown={(event) => applyOnEnter(event, apply)}
        />
      </div>
      <div className="grow">
        <label htmlFor={`${id}-alt`} className="mb-1 block text-sm font-semibold">
          Alt text
        </label>
        <input
          ref={alt}
          id={`${id}-alt`}
          className="field-input"
          onKeyDown={(event) => applyOnEnter(event, apply)}
        />
      </div>
      <button type="button" className="toolbar-button" onClick={apply}>
        Insert the image
      </button>
      {problem && (
        <p role="alert" className="field-error w-full">
          {problem}
        </p>
      )}
    </Panel>
  );
}

/**
 * A company fact named in braces (`{branches}`): the page says it as the company facts have it
 * when it is published, and follows them when they change, so a claim is typed once (issue 40).
 */
function FactPanel({ editor, close }: { editor: Editor; close: () => void }) {
  const id = useId();
  const choice = useRef<HTMLSelectElement>(null);
  const apply = () => {
    editor
      .chain()
      .focus()
      .insertContent(`{${choice.current?.value ?? 'company'}}`)
      .run();
    close();
  };
  return (
    <Panel title="Company fact" onEscape={() => (close(), editor.commands.focus())}>
      <div className="grow">
        <label htmlFor={`${id}-fact`} className="mb-1 block text-sm font-semibold">
          Fact
        </label>
        <select
          id={`${id}-fact`}
          ref={choice}
          className="field-input"
          aria-describedby={`${id}-hint`}
        >
          {(Object.entries(FACT_TOKEN_LABELS) as [FactToken, string][]).map(([token, label]) => (
            <option key={token} value={token}>
              {label}: {`{${token}}`}
            </option>
          ))}
        </select>
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          The page shows the figure from the company facts, and follows them when they change. In a
          title or description, type the name in braces.
        </p>
      </div>
      <button type="button" className="toolbar-button" onClick={apply}>
        Insert the fact
      </button>
    </Panel>
  );
}
