// Reads PNG, JPEG, TIFF (every page) and WebP files: decode with sharp under a pixel limit, then prepare
// and OCR each page. The header is checked before anything is decoded, so a 100 000 × 100 000 image is
// refused without allocating its pixels.
import sharp from 'sharp';
import { prepareForOcr } from './image-prep';
import { clearBorder } from './page-border';
import { detectPage, evenIllumination, flattenPage } from './page-detection';
import type { GrayImage } from './layout-analysis';
import { readPreparedImage } from './ocr';
import { PageCollector } from './page-collector';
import { heightStretch } from './pixel-aspect';
import { DocumentReadFailure } from './types';
import type { PageLimits, PagesRead } from './worker-protocol';

function decodeFailure(error: unknown): DocumentReadFailure {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return new DocumentReadFailure('file too large', message);
  return new DocumentReadFailure('unsupported file format', `image does not decode: ${message}`);
}

/** `stretch`: the factor the page's height is multiplied by, for pixels that are not square. */
async function decodePage(bytes: Buffer, page: number, limits: PageLimits, stretch = 1): Promise<GrayImage> {
  try {
    let image = sharp(bytes, {
      page,
      autoOrient: true,
      limitInputPixels: limits.maxInputPixels,
      failOn: 'error',
    });
    if (stretch !== 1) {
      const { width, height, orientation } = await image.metadata();
      // Orientations 5–8 turn the page a quarter: its rows become columns, left as they are.
      if (width && height && !(orientation && orientation >= 5))
        image = image.resize(width, Math.round(height * stretch), { fit: 'fill' });
    }
    const { data, info } = await image
      .flatten({ background: '#ffffff' })
      .toColourspace('b-w')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return {
      pixels: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    throw decodeFailure(error);
  }
}

/**
 * The page; when it is a photo of a document, the document alone, flattened, evenly lit and with no desk
 * left at its edges. A page of pixels that are not square (a fax) is stretched to its proportions; it
 * fills its frame, as a scan does, so no document is looked for in it.
 */
async function photographedPage(bytes: Buffer, page: number, limits: PageLimits): Promise<GrayImage> {
  const stretch = heightStretch(bytes, page);
  const image = await decodePage(bytes, page, limits, stretch);
  if (stretch !== 1) return image;
  let quad;
  try {
    quad = await detectPage(bytes, page, image.width, limits.maxInputPixels);
  } catch (error) {
    throw decodeFailure(error);
  }
  return quad ? clearBorder(evenIllumination(flattenPage(image, quad))) : image;
}

export async function readImage(bytes: Buffer, limits: PageLimits, onPage?: () => void): Promise<PagesRead> {
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw decodeFailure(error);
  }
  const width = metadata.width ?? 0;
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  if (width * height > limits.maxInputPixels) {
    throw new DocumentReadFailure('file too large', `image of ${width} x ${height} pixels`);
  }
  if (width === 0 || height === 0)
    throw new DocumentReadFailure('unsupported file format', 'image has no pixels');
  const count = metadata.pages ?? 1;
  const pages = new PageCollector(onPage);
  for (let index = 0; index < Math.min(count, limits.maxPages); index += 1) {
    const prepared = await prepareForOcr(await photographedPage(bytes, index, limits));
    if (prepared.blank) {
      pages.addBlank(index);
      continue;
    }
    try {
      pages.addOcr(index, await readPreparedImage(prepared));
    } catch (error) {
      throw new DocumentReadFailure(
        'processing error',
        `OCR of page ${index + 1}: ${(error as Error).message}`,
      );
    }
  }
  return pages.finish(count > limits.maxPages);
}
