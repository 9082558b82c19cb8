/*
 * A picture's focal point (issue 27): the part of it every crop keeps. Staff choose it for a
 * library picture; the site's own drawings have theirs here. Plain values and functions, no
 * schemas, so public pages use it without shipping zod's code.
 */

/** Where the subject is, in percentages of the picture's width (`x`) and height (`y`), 0 to 100. */
export interface FocalPoint {
  x: number;
  y: number;
}

/** A picture nobody chose a point for is cropped around its middle. */
export const FOCAL_POINT_CENTRE: FocalPoint = { x: 50, y: 50 };

/**
 * The CSS `object-position` of a picture cropped by `object-fit: cover`: the focal point's
 * percentages, which put that point of the picture at the same point of the box, so it is
 * always in view. Undefined (the middle) for a picture without one.
 */
export const objectPosition = (point: FocalPoint | undefined) =>
  point ? `${point.x}% ${point.y}%` : undefined;

export interface CoverCrop {
  /** The picture scaled to cover the box, keeping its shape. */
  width: number;
  height: number;
  /** The box's place in the scaled picture. */
  left: number;
  top: number;
}

/**
 * The crop a server makes for a box of `box`'s size from a picture of `picture`'s: the same as a
 * browser's `object-fit: cover` at `objectPosition(point)`, so a social card keeps what the page
 * banner keeps.
 */
export function coverCrop(
  picture: { width: number; height: number },
  box: { width: number; height: number },
  point: FocalPoint = FOCAL_POINT_CENTRE,
): CoverCrop {
  const scale = Math.max(box.width / picture.width, box.height / picture.height);
  const width = Math.max(box.width, Math.round(picture.width * scale));
  const height = Math.max(box.height, Math.round(picture.height * scale));
  return {
    width,
    height,
    left: Math.round(((width - box.width) * point.x) / 100),
    top: Math.round(((height - box.height) * point.y) / 100),
  };
}

/**
 * The focal points of the site's own drawings (`/api/media/*.svg`), chosen by looking at each as
 * its page banner crops it: the page banners (1600 × 500) keep their subject on the right, under
 * the title's shade; services' and posts' pictures are squarer, so a banner shows a band of them;
 * the home slides keep their subject low on the right.
 */
const DRAWING_FOCAL_POINTS: Readonly<Record<string, FocalPoint>> = {
  'banner-awards.svg': { x: 90, y: 40 },
  'banner-branches.svg': { x: 80, y: 45 },
  'banner-careers.svg': { x: 85, y: 80 },
  'banner-company.svg': { x: 95, y: 85 },
  'banner-faq.svg': { x: 85, y: 50 },
  'banner-fleet.svg': { x: 100, y: 90 },
  'banner-green.svg': { x: 95, y: 80 },
  'banner-industry.svg': { x: 95, y: 70 },
  'banner-partners.svg': { x: 85, y: 65 },
  'banner-policy.svg': { x: 85, y: 50 },
  'banner-team.svg': { x: 85, y: 80 },
  'banner-technology.svg': { x: 100, y: 55 },
  'service-air.svg': { x: 75, y: 15 },
  'service-distribution.svg': { x: 50, y: 62 },
  'service-express.svg': { x: 85, y: 75 },
  'service-ftl.svg': { x: 50, y: 70 },
  'service-parking.svg': { x: 50, y: 20 },
  'service-ptl.svg': { x: 55, y: 70 },
  'service-rail.svg': { x: 75, y: 80 },
  'service-road.svg': { x: 55, y: 70 },
  'service-sort-centre.svg': { x: 50, y: 55 },
  'service-warehousing.svg': { x: 50, y: 90 },
  'blog-cold-chain.svg': { x: 35, y: 75 },
  'blog-driver-safety.svg': { x: 55, y: 30 },
  'blog-eway-bill.svg': { x: 60, y: 55 },
  'blog-festive.svg': { x: 40, y: 70 },
  'blog-freight-corridor.svg': { x: 60, y: 30 },
  'blog-green-fleet.svg': { x: 40, y: 80 },
  'blog-multimodal.svg': { x: 50, y: 75 },
  'blog-warehousing.svg': { x: 50, y: 60 },
  'slide-air.svg': { x: 90, y: 70 },
  'slide-rail.svg': { x: 80, y: 85 },
  'slide-road.svg': { x: 100, y: 90 },
};

const DRAWING_PATH = '/api/media/';

/** The focal point of one of the site's own drawings, by its address; undefined for any other address. */
export function drawingFocalPoint(address: string): FocalPoint | undefined {
  if (!address.startsWith(DRAWING_PATH)) return undefined;
  const name = address.slice(DRAWING_PATH.length);
  return Object.hasOwn(DRAWING_FOCAL_POINTS, name) ? DRAWING_FOCAL_POINTS[name] : undefined;
}
