/**
 * The image layer of the upload pipeline: pure functions from bytes to results, no storage or queues.
 * See process-image.ts for the entry point and ../sniff.ts for telling file types apart.
 */
export { processImage, DEFAULT_MAX_PIXELS, type ProcessImageOptions, type ProcessedImage } from './process-image';
export { CorruptImageError, ImageProcessingError, ImageTooLargeError, UnsupportedImageError } from './errors';
export { DEFAULT_THUMBNAIL_SIZES, PLACEHOLDER_SIZE, RENDITION_MIME, renderRenditions, renditionFormat, type RenditionFormat, type Renditions, type Thumbnail } from './renditions';
export { cameraName, readPhotoMetadata, type Camera, type PhotoMetadata } from './photo-metadata';
export { dateTaken, parseMetadataDateTime, type DateTakenSource, type MetadataBlocks, type TakenAt } from './date-taken';
export { gpsPosition, type GpsPosition } from './gps';
export { namedFaceRegions, uprightBox, type NamedFaceRegion } from './face-regions';
export { extractRawPreview, type RawPreview } from './raw-preview';
export { isOrientation, swapsDimensions, applyOrientation, type Orientation } from './orientation';
