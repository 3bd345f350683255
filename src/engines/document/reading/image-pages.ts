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
import { DocumentReadFailure } from './types';
import type { PageLimits, PagesRead } from './worker-protocol';

function decodeFailure(error: unknown): DocumentReadFailure {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return new DocumentReadFailure('file too large', message);
  return new DocumentReadFailure('unsupported file format', `image does not decode: ${message}`);
}

async function decodePage(bytes: Buffer, page: number, limits: PageLimits): Promise<GrayImage> {
  try {
    const { data, info } = await sharp(bytes, {
      page,
      autoOrient: true,
      limitInputPixels: limits.maxInputPixels,
      failOn: 'error',
    })
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
 * left at its edges.
 */
async function photographedPage(bytes: Buffer, page: number, limits: PageLimits): Promise<GrayImage> {
  const image = await decodePage(bytes, page, limits);
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
