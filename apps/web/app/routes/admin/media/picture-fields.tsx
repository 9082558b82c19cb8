import type { FocalPoint, MediaItem } from '@harsh/contract';
import { ContentImage } from '../../../components/content-image';
import { TextField } from '../../../components/ui/field';

/** How the library lists a picture's description. */
export const describedAs = (item: Pick<MediaItem, 'alt' | 'decorative'>) =>
  item.decorative ? 'Decorative (no description read out)' : `“${item.alt}”`;

/** `183412` → `179 KB`. */
export const fileSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The box that marks a picture decorative: screen readers pass over it, and it needs no description. */
export function DecorativeField({ id, defaultChecked }: { id: string; defaultChecked: boolean }) {
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        name="decorative"
        type="checkbox"
        defaultChecked={defaultChecked}
        aria-describedby={`${id}-hint`}
        className="mt-1 size-4 accent-brand-600"
      />
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-navy-900">
          Decorative only
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted">
          Tick this for a background or ornament that says nothing a reader needs; it then needs no
          description.
        </p>
      </div>
    </div>
  );
}

/** A focal point as its fields hold it: what was typed, so that a number half typed is kept as it is. */
export interface FocalFields {
  x: string;
  y: string;
}

export const focalFieldsOf = (item: Pick<MediaItem, 'focal_x' | 'focal_y'>): FocalFields => ({
  x: String(item.focal_x),
  y: String(item.focal_y),
});

const percentOf = (typed: string) => {
  const value = Number(typed.trim());
  return typed.trim() !== '' && Number.isInteger(value) && value >= 0 && value <= 100
    ? value
    : null;
};

/** The point the fields give; the saved one (`fallback`) while either is not a whole number from 0 to 100. */
export function focalPointOf(fields: FocalFields, fallback: FocalPoint): FocalPoint {
  const x = percentOf(fields.x);
  const y = percentOf(fields.y);
  return x === null || y === null ? fallback : { x, y };
}

/** Where a click or tap on `box` is, in whole percentages of its width and height. */
const pointIn = (box: DOMRect, clientX: number, clientY: number) => {
  const percent = (offset: number, size: number) =>
    String(Math.min(100, Math.max(0, Math.round((offset / size) * 100))));
  return { x: percent(clientX - box.left, box.width), y: percent(clientY - box.top, box.height) };
};

interface FocalPictureProps {
  item: MediaItem;
  point: FocalPoint;
  /** Called with the point clicked or tapped; without script the fields below do the same. */
  onPick: (fields: FocalFields) => void;
}

/** The picture whole, its focal point marked: a click or tap on it moves the point there. */
export function FocalPointPicture({ item, point, onPick }: FocalPictureProps) {
  return (
    // A pointer's shortcut: the number fields set the same point by keyboard and for screen readers.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className="relative mt-4 cursor-crosshair overflow-hidden rounded-lg bg-slate-100"
      onClick={(event) =>
        onPick(pointIn(event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY))
      }
    >
      <ContentImage
        src={item.address}
        sizes="(min-width: 1024px) 36rem, 100vw"
        alt={item.decorative ? '' : item.alt}
        width={item.width}
        height={item.height}
        className="block h-auto w-full"
      />
      <span
        aria-hidden="true"
        data-testid="focal-marker"
        className="pointer-events-none absolute size-7 -translate-x-1/2 -translate-y-1/2 rounded-full border-[3px] border-white bg-brand-600/50 shadow-[0_0_0_2px_#0b2545]"
        style={{ left: `${point.x}%`, top: `${point.y}%` }}
      />
    </div>
  );
}

interface FocalFieldsProps {
  item: MediaItem;
  fields: FocalFields;
  point: FocalPoint;
  onChange: (fields: FocalFields) => void;
  errors: { x?: string | undefined; y?: string | undefined };
}

/** The focal point by number, and the crops it makes: a wide page banner and a square. */
export function FocalPointFields({ item, fields, point, onChange, errors }: FocalFieldsProps) {
  const number = { type: 'number', inputMode: 'numeric', min: 0, max: 100, step: 1 } as const;
  const crop = (label: string, shape: string) => (
    <figure>
      <ContentImage
        src={item.address}
        sizes="12rem"
        alt=""
        width={item.width}
        height={item.height}
        focalPoint={point}
        className={`w-full rounded-md bg-slate-100 object-cover ${shape}`}
      />
      <figcaption className="mt-1 text-xs text-muted">{label}</figcaption>
    </figure>
  );
  return (
    <fieldset className="grid gap-3" aria-describedby="media-focal-hint">
      <legend className="text-sm font-semibold text-navy-900">Focal point</legend>
      <p id="media-focal-hint" className="text-sm text-muted">
        Click or tap the picture where its subject is, or give the point here in per cent: 0 is the
        left or top edge, 100 the right or bottom. Every crop of the picture on the site keeps it in
        view.
      </p>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id="media-focal-x"
          name="focal_x"
          label="Horizontal %"
          {...number}
          value={fields.x}
          onChange={(event) => onChange({ ...fields, x: event.target.value })}
          error={errors.x}
        />
        <TextField
          id="media-focal-y"
          name="focal_y"
          label="Vertical %"
          {...number}
          value={fields.y}
          onChange={(event) => onChange({ ...fields, y: event.target.value })}
          error={errors.y}
        />
      </div>
      <div className="grid grid-cols-[3fr_1fr] items-start gap-3" data-testid="focal-previews">
        {crop('As a wide page banner', 'aspect-[4/1]')}
        {crop('As a square', 'aspect-square')}
      </div>
    </fieldset>
  );
}
