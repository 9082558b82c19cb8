import type { MediaItem } from '@harsh/contract';

/** How the library lists a picture's description. */
export const describedAs = (item: Pick<MediaItem, 'alt' | 'decorative'>) => (item.decorative ? 'Decorative (no description read out)' : `“${item.alt}”`);

/** `183412` → `179 KB`. */
export const fileSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** The box that marks a picture decorative: screen readers pass over it, and it needs no description. */
export function DecorativeField({ id, defaultChecked }: { id: string; defaultChecked: boolean }) {
  return (
    <div className="flex items-start gap-2">
      <input id={id} name="decorative" type="checkbox" defaultChecked={defaultChecked} aria-describedby={`${id}-hint`} className="mt-1 size-4 accent-brand-600" />
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-navy-900">
          Decorative only
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted">
          Tick this for a background or ornament that says nothing a reader needs; it then needs no description.
        </p>
      </div>
    </div>
  );
}
