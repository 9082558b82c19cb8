import { useSyncExternalStore } from 'react';
import { TextAreaField } from '../../../../components/ui/field';
import RichTextEditor from './editor';

/** A picture of the media library as the editor offers it. */
export interface MediaChoice {
  address: string;
  alt: string;
  label: string;
}

export interface RichTextFieldProps {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  defaultValue: string;
  /** The media library's pictures, for the Image button. */
  library?: MediaChoice[];
}

/**
 * A field of stored HTML. The server sends a plain text area of HTML, which works without
 * JavaScript; in the browser it becomes a rich-text editor (TipTap) that posts the same field.
 * Either way the API sanitises what is saved, so nothing pasted can run script on the site.
 *
 * The editor is imported, not loaded lazily: a lazy import from a staff screen would move Vite's
 * preload helper and part of React DOM out of the public pages' chunks into chunks of their own
 * (two more files for every visitor). The editing screen's own chunk carries it instead.
 */
const noSubscription = () => () => {};

/**
 * What was typed into the server's text areas before the page's script took over, by field id.
 * Hydration sets a text area back to the value the server sent, so it is kept here as it is typed
 * (this module runs before hydration starts) and the editor starts from it.
 */
const typedBeforeHydration = new Map<string, string>();
if (typeof document !== 'undefined') {
  const keep = (area: HTMLTextAreaElement) =>
    area.value !== area.defaultValue && typedBeforeHydration.set(area.id, area.value);
  document.querySelectorAll<HTMLTextAreaElement>('textarea[data-rich-text]').forEach(keep);
  document.addEventListener(
    'input',
    ({ target }) =>
      target instanceof HTMLTextAreaElement &&
      target.hasAttribute('data-rich-text') &&
      keep(target),
    true,
  );
}

export function RichTextField(props: RichTextFieldProps) {
  // False on the server and while hydrating, true after: the editor never renders on the server.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!inBrowser) {
    const { library: _library, ...field } = props;
    return (
      <TextAreaField
        {...field}
        label={`${props.label} (HTML)`}
        rows={18}
        className="field-input font-mono text-sm"
        data-rich-text=""
      />
    );
  }
  // The editor reads its starting value once, when it first renders.
  return (
    <RichTextEditor
      {...props}
      defaultValue={typedBeforeHydration.get(props.id) ?? props.defaultValue}
    />
  );
}
