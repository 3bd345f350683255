// Turns one decoded page (a phone photo, a fax, a rendered PDF page) into the image tesseract reads best:
// upright, level, dark text on white, with text lines about 40 px tall. Runs inside a reading worker thread.
import sharp from 'sharp';
import { estimateLayout, otsuThreshold } from './layout-analysis';
import type { GrayImage, LayoutEstimate } from './layout-analysis';
import { cleanupPage } from './page-cleanup';
import type { Checkbox } from './page-cleanup';

/** Tesseract's LSTM model is trained on text whose lines are roughly 30–50 px tall. */
const TARGET_LINE_HEIGHT = 40;
const MIN_LINE_HEIGHT = 28;
const MAX_LINE_HEIGHT = 160;
const MAX_UPSCALE = 3;
/** Upper bound of the image handed to OCR; OCR time and memory grow with it. */
export const MAX_OCR_PIXELS = 12_000_000;
const ANALYSIS_SIZE = 1600;
/** Below this share of dark pixels a page is treated as blank. */
const BLANK_INK_RATIO = 0.0004;

export interface PreparedImage {
  /** Upright, level, scaled and cleaned page. */
  readonly image: GrayImage;
  /** Tick boxes found on the page, in the coordinates of `image`. */
  readonly checkboxes: readonly Checkbox[];
  readonly blank: boolean;
  readonly notes: readonly string[];
}

/** A gray page image as a sharp pipeline's input. */
export function rawInput(image: GrayImage): sharp.Sharp {
  return sharp(Buffer.from(image.pixels.buffer, image.pixels.byteOffset, image.pixels.byteLength), {
    raw: { width: image.width, height: image.height, channels: 1 },
  });
}

/** A sharp pipeline's output as a gray image, one byte per pixel. */
export async function toGray(pipeline: sharp.Sharp): Promise<GrayImage> {
  const { data, info } = await pipeline.toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  return {
    pixels: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
  };
}

/**
 * Gray level at a share of the darkest pixels. Used instead of sharp's normalise(), whose 1 % percentile
 * on a mostly white page lands on faint scanner noise and turns it black.
 */
function percentile(pixels: Uint8Array, share: number): number {
  const histogram = new Uint32Array(256);
  for (let i = 0; i < pixels.length; i += 1) histogram[pixels[i]] += 1;
  const wanted = pixels.length * share;
  let seen = 0;
  for (let value = 0; value < 256; value += 1) {
    seen += histogram[value];
    if (seen >= wanted) return value;
  }
  return 255;
}

/** A linear stretch of ink to black and paper to white, for faded or gray scans only. */
function contrastStretch(small: GrayImage): { multiply: number; offset: number } | undefined {
  const ink = percentile(small.pixels, 0.001);
  const paper = percentile(small.pixels, 0.5);
  if (paper - ink >= 160 || paper - ink < 16) return undefined;
  const multiply = 255 / (paper - ink);
  return { multiply, offset: -ink * multiply };
}

async function measure(
  image: GrayImage,
  quarterTurns: number,
): Promise<{ layout: LayoutEstimate; factor: number; small: GrayImage }> {
  const small = await toGray(
    rawInput(image)
      .rotate(quarterTurns * 90)
      .resize({ width: ANALYSIS_SIZE, height: ANALYSIS_SIZE, fit: 'inside', withoutEnlargement: true }),
  );
  const longSide = quarterTurns % 2 === 0 ? image.width : image.height;
  return { layout: estimateLayout(small), factor: small.width / longSide, small };
}

function chooseScale(image: GrayImage, layout: LayoutEstimate, factor: number): number {
  let scale = 1;
  const lineHeight = layout.lineHeight === undefined ? undefined : layout.lineHeight / factor;
  if (lineHeight !== undefined && lineHeight < MIN_LINE_HEIGHT) {
    scale = Math.min(MAX_UPSCALE, TARGET_LINE_HEIGHT / lineHeight);
  } else if (lineHeight !== undefined && lineHeight > MAX_LINE_HEIGHT) {
    scale = (TARGET_LINE_HEIGHT * 2) / lineHeight;
  }
  const pixelCap = Math.sqrt(MAX_OCR_PIXELS / (image.width * image.height));
  return Math.min(scale, pixelCap);
}

/** `upright`: the page is known to stand upright (OCR found its words running along the rows). */
export async function prepareForOcr(image: GrayImage, upright = false): Promise<PreparedImage> {
  const notes: string[] = [];
  let quarterTurns = 0;
  let { layout, factor, small } = await measure(image, 0);
  if (layout.inkRatio < BLANK_INK_RATIO) {
    return { image: { pixels: new Uint8Array(0), width: 0, height: 0 }, checkboxes: [], blank: true, notes };
  }
  if (layout.sideways && !upright) {
    quarterTurns = 1;
    ({ layout, factor, small } = await measure(image, 1));
    notes.push('text runs vertically, turned 90 degrees');
  }
  const scale = chooseScale(image, layout, factor);
  const stretch = contrastStretch(small);
  let level = image;
  if (quarterTurns || Math.abs(scale - 1) > 0.05 || stretch) {
    let pipeline = rawInput(image).rotate(quarterTurns * 90);
    if (Math.abs(scale - 1) > 0.05) {
      const width = Math.max(1, Math.round((quarterTurns ? image.height : image.width) * scale));
      pipeline = pipeline.resize({ width, kernel: scale > 1 ? 'lanczos3' : 'mitchell' });
      notes.push(`scaled by ${scale.toFixed(2)}`);
    }
    if (stretch) {
      pipeline = pipeline.linear(stretch.multiply, stretch.offset);
      notes.push('contrast stretched');
    }
    level = await toGray(pipeline);
  }
  if (Math.abs(layout.skewDegrees) >= 0.3) {
    level = await toGray(
      rawInput(level).rotate(-layout.skewDegrees, { background: { r: 255, g: 255, b: 255 } }),
    );
    notes.push(`deskewed ${layout.skewDegrees.toFixed(1)} degrees`);
  }
  if (level === image) level = { ...image, pixels: Uint8Array.from(image.pixels) };
  // The denoising step: specks far from print are whitened here; tesseract's own binarisation copes with
  // the rest better than a median filter, which also thins small print.
  const lineHeight =
    layout.lineHeight === undefined ? TARGET_LINE_HEIGHT : (layout.lineHeight / factor) * scale;
  const { checkboxes, specksRemoved } = cleanupPage(
    level,
    Math.min(otsuThreshold(level.pixels), 200),
    lineHeight,
  );
  if (specksRemoved > 0) notes.push(`removed ${specksRemoved} specks`);
  if (checkboxes.length > 0) notes.push(`found ${checkboxes.length} tick boxes`);
  return { image: level, checkboxes, blank: false, notes };
}

/**
 * The page as binary PGM for tesseract: leptonica reads it without decompressing, which saves about a
 * quarter of a second per page over PNG.
 */
export function toPgm(image: GrayImage): Buffer {
  const header = Buffer.from(`P5\n${image.width} ${image.height}\n255\n`, 'latin1');
  return Buffer.concat([header, image.pixels]);
}

/** The page turned by 180 degrees, which for a row-major bitmap is the pixel order reversed. */
export function turnHalf(image: GrayImage): GrayImage {
  return { pixels: Uint8Array.from(image.pixels).reverse(), width: image.width, height: image.height };
}

/** The page turned by a quarter: clockwise, or counter-clockwise when `clockwise` is false. */
export function turnQuarter(image: GrayImage, clockwise: boolean): GrayImage {
  const { pixels, width, height } = image;
  const out = new Uint8Array(pixels.length);
  // The turned page is `height` wide and `width` tall.
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const nx = clockwise ? height - 1 - y : y;
      const ny = clockwise ? x : width - 1 - x;
      out[ny * height + nx] = pixels[y * width + x];
    }
  }
  return { pixels: out, width: height, height: width };
}
