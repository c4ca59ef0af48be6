import * as z from 'zod';
import { entityId, personSummary } from './family';
import { NONE, PHOTO_DESCRIPTION_MAX, PHOTO_LISTS, type PhotoList } from './photos-constants';
import { faceView } from './faces';
import { BRANCH_NEEDS_PARTNER, cousinDegree, relationField } from './relationships';
import { documentPageView, documentView, locationView, photoView } from './media';

/**
 * The photo library API: the photo strip and its filters, the photo and document side panels,
 * bulk edits and deletes, conversions between photos and documents, place search, the photo map,
 * the location list, documents and image correction (spec 000 sections 2-7, spec 001 sections 2,
 * 3 and 7). Lists are paged with `page`: an opaque cursor taken from the previous page's
 * `next_page` (document pages excepted: there `page` is the page number to start from).
 */

/** Photo list page size (spec 000 section 9). */
export const PHOTO_PAGE_SIZE = 50;
export const DOCUMENT_LIST_PAGE_SIZE = 50;
/** Pages of one document returned by one GET /document/{id}. */
export const DOCUMENT_PAGES_PAGE_SIZE = 50;
/** The most photos one bulk update or bulk delete may name. */
export const BULK_PHOTO_LIMIT = 500;
export { MIN_LOCATION_QUERY_LENGTH, NONE, PHOTO_DESCRIPTION_MAX, PHOTO_LISTS, type PhotoList } from './photos-constants';
/** Image correction (spec 000 section 2: Correct Image, Remove Noise; section 7: the fix queue). */
export const FIX_TYPES = ['color_correct', 'denoise'] as const;
export type FixType = (typeof FIX_TYPES)[number];

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

const cursor = z.string().max(2000, 'That page link is not valid').optional();

/** 'true', '1' or an empty value (a bare `?missing_date`) mean yes. */
const flag = z
  .enum(['true', 'false', '1', '0', ''], { error: 'Use true or false' })
  .optional()
  .transform((value) => value === 'true' || value === '1' || value === '');

const idOrNone = z.union([z.literal(NONE), entityId]);

/** A photo id, or the photo object the client holds. */
const photoRef = z.union([entityId, z.object({ id: entityId }).transform((photo) => photo.id)]);
const photoIds = (what: string) =>
  z
    .array(photoRef, { error: `Send the ids of the ${what}` })
    .min(1, `Choose at least one ${what.replace(/s$/, '')}`)
    .max(BULK_PHOTO_LIMIT, `Choose at most ${BULK_PHOTO_LIMIT} ${what} at a time`)
    .transform((ids) => [...new Set(ids)]);

export const idParams = z.object({ id: entityId });
export const locationIdParams = z.object({ locationId: entityId });
/** /event/{id}/image/{imageId}: link or unlink a photo and an event. */
export const eventImageParams = z.object({ id: entityId, imageId: entityId });

// ---------------------------------------------------------------- shared views

export const eventSummary = z.object({ id: z.string(), name: z.string(), event_type: z.string(), start_date: z.string() });
export type EventSummary = z.infer<typeof eventSummary>;

/**
 * Why a list is empty although the filter is valid: people are found in photos by face
 * recognition, which is not built yet, or the list preset names nobody.
 */
export const LIST_REASONS = ['faces_not_available', 'no_own_person', 'no_relatives'] as const;
export const listReason = z.object({ code: z.enum(LIST_REASONS), message: z.string() });
export type ListReason = z.infer<typeof listReason>;

/**
 * A photo as the side panel shows it: the strip's view plus its event and what its file says of
 * it (the camera that made it, the original's size in bytes, when it was uploaded: epoch ms).
 */
export const photoDetail = photoView.extend({ event: eventSummary.nullable(), camera: z.string().nullable(), size_bytes: z.number(), uploaded_at: z.number() });
export type PhotoDetail = z.infer<typeof photoDetail>;
export const photoResponse = z.object({ photo: photoDetail });

export const statusResponse = z.object({ status: z.literal('Success'), count: z.number() });

// ---------------------------------------------------------------- the photo strip

/**
 * GET /photos. At most one of person_id, location_id, event_id and list; missing_date combines
 * with any of them. location_id and event_id take 'none' (photos without one); person_id 'none'
 * means faces not assigned to anyone. `list` is repeatable (list=Kids&list=Siblings) or comma
 * separated. `relatives_of` with `relation` (and `degree` for cousins, `partner_id` for a branch)
 * is a relationship filter (issue 34): the photos of that person's ancestors, cousins...
 */
export const photosQuery = z
  .object({
    person_id: idOrNone.optional(),
    relatives_of: entityId.optional(),
    relation: relationField.optional(),
    degree: cousinDegree.optional(),
    partner_id: entityId.optional(),
    location_id: idOrNone.optional(),
    event_id: idOrNone.optional(),
    missing_date: flag,
    /** The family's favourites (a star any member sets; as in a shared library, the family shares them). */
    favorites: flag,
    list: z
      .string()
      .max(300)
      .optional()
      .transform((value, ctx) => {
        if (value === undefined) return undefined;
        const lists = [...new Set(value.split(',').map((name) => name.trim()).filter(Boolean))];
        const unknown = lists.filter((name) => !(PHOTO_LISTS as readonly string[]).includes(name));
        if (unknown.length || !lists.length) {
          ctx.addIssue({ code: 'custom', message: `Choose lists from: ${PHOTO_LISTS.join(', ')}` });
          return z.NEVER;
        }
        return lists as PhotoList[];
      }),
    page: cursor,
  })
  .refine((query) => [query.person_id, query.location_id, query.event_id, query.list, query.relatives_of, query.favorites || undefined].filter((value) => value !== undefined).length <= 1, {
    message: 'Filter by one of person, location, event, list, relatives or favourites at a time',
  })
  .refine((query) => (query.relatives_of === undefined) === (query.relation === undefined), {
    message: 'A relationship filter needs both whose relatives (relatives_of) and which (relation)',
    path: ['relation'],
  })
  .refine((query) => query.relation !== 'branch' || query.partner_id !== undefined, { message: BRANCH_NEEDS_PARTNER, path: ['partner_id'] });
export type PhotosQuery = z.output<typeof photosQuery>;

export const photosResponse = z.object({
  photos: z.array(photoView),
  /** Pass as `page` for the next page; null on the last page. */
  next_page: z.string().nullable(),
  /** Present when filtering by that person, location ('none': null) or event ('none': null). */
  person: personSummary.nullable().optional(),
  location: locationView.nullable().optional(),
  event: eventSummary.nullable().optional(),
  /** Present with a relationship filter: the relatives it names (`person` is whose relatives they are). */
  relatives: z
    .object({
      partner: personSummary.nullable(),
      /** How many people the filter names. */
      people: z.number().int().min(0),
      /** The walk stopped at its bound (10 generations, 2,000 people). */
      truncated: z.boolean(),
      /** Over 100 people: photos come newest first within each hundred relatives, nearest relatives first. */
      chunked: z.boolean(),
    })
    .optional(),
  /** Present when the page is empty for a reason other than there being no such photos. */
  reason: listReason.optional(),
  /** On the first page of the whole strip (or of a place): how many photos and videos it holds in all. */
  total: z.number().int().min(0).optional(),
  /** The faces on this page's photos, by photo id (the cards draw them; photos without faces are left out). */
  faces: z.record(z.string(), z.array(faceView)).optional(),
});
export type PhotosResponse = z.infer<typeof photosResponse>;

// ---------------------------------------------------------------- editing

/**
 * A place for a photo: an existing location (`id` / `location_id`, as the photo view and the
 * search's predictions carry), a search prediction (`place_id`), or, failing those, an address
 * typed by hand (`formatted_address` or a prediction's `description`).
 */
export const locationChoice = z
  .object({
    id: entityId.optional(),
    location_id: entityId.nullable().optional(),
    place_id: z.string().trim().max(200).nullable().optional(),
    formatted_address: text('Place', 300).nullable().optional(),
    description: text('Place', 300).nullable().optional(),
  })
  .refine((place) => Boolean(place.id || place.location_id || place.place_id || place.formatted_address || place.description), 'Choose a place from the list');
export type LocationChoice = z.output<typeof locationChoice>;

/** An event for a photo: an existing event (`id`), or a new Custom event named as typed (`name`). */
export const eventChoice = z
  .object({ id: entityId.optional(), name: text('Event name', 200).optional() })
  .refine((event) => Boolean(event.id || event.name), 'Choose an event, or type a name to create one');
export type EventChoice = z.output<typeof eventChoice>;

/**
 * The editable fields. A field left out is unchanged; null (or '') clears it. When both
 * `location` and `location_id` are sent, `location` wins (the same for `event` and `event_id`),
 * so a client may send the whole photo back as the spec's panel does.
 */
const photoChanges = {
  location: locationChoice.nullable().optional(),
  location_id: entityId.nullable().optional(),
  event: eventChoice.nullable().optional(),
  event_id: entityId.nullable().optional(),
  /** Fuzzy date text: '1 May 2018', 'May 2018', '2018', '1 May 2018 to 3 Jun 2018'. */
  date_taken: text('Date', 100).nullable().optional(),
};

/** POST /photo/{id}: the photo (only the fields above and the description are read). */
export const savePhotoRequest = z.object({ ...photoChanges, description: text('Description', PHOTO_DESCRIPTION_MAX).nullable().optional() });
export type SavePhotoRequest = z.output<typeof savePhotoRequest>;

/** POST /photo/{id}/favorite: a star on the photo, or none, for the whole family. */
export const favoriteRequest = z.object({ favorite: z.boolean({ error: 'Say whether the photo is a favourite (true or false)' }) });
export const favoriteResponse = photoResponse;

/** POST /photos: the selection toolbar's Update Selected Items. */
export const bulkUpdateRequest = z.object({ ...photoChanges, photos: photoIds('photos') });
export type BulkUpdateRequest = z.output<typeof bulkUpdateRequest>;
export const bulkUpdateResponse = z.object({ status: z.literal('Success'), count: z.number(), photos: z.array(photoView) });

/** POST /photos/favorite: the selection toolbar's Add to favourites (or Remove from favourites), for the family. */
export const bulkFavoriteRequest = z.object({
  photos: photoIds('photos'),
  favorite: z.boolean({ error: 'Say whether the photos are favourites (true or false)' }),
});
export const bulkFavoriteResponse = bulkUpdateResponse;

/** POST /photos/download: the selected photos and videos, zipped as a job (shared/contracts/photo-downloads.ts). */
export const startPhotoDownloadRequest = z.object({ photos: photoIds('photos') });
export type StartPhotoDownloadRequest = z.output<typeof startPhotoDownloadRequest>;

/** POST /photos/delete: an array of photo ids (or `{photos: [...]}`). */
export const deletePhotosRequest = z.preprocess((value) => (Array.isArray(value) ? value : ((value as { photos?: unknown; ids?: unknown })?.photos ?? (value as { ids?: unknown })?.ids)), photoIds('photos'));

export const downloadResponse = z.object({ url: z.string(), file_name: z.string(), expires_in: z.number() });

// ---------------------------------------------------------------- image correction

export const fixRequest = z.object({ fix_type: z.enum(FIX_TYPES, { error: `Choose ${FIX_TYPES.join(' or ')}` }) });
export const fixResponse = z.object({ status: z.literal('Queued'), photo_id: z.string(), fix_type: z.enum(FIX_TYPES) });
/** POST /photo/{id}/rotate: a quarter turn, as a scanned print or an old camera's photo may need. */
export const rotateRequest = z.object({ direction: z.enum(['left', 'right'], { error: "Turn the photo 'left' or 'right'" }) });
/** `turns`: the quarter turns clockwise the photo will show, from the way it was uploaded (0-3). */
export const rotateResponse = z.object({ status: z.literal('Queued'), photo_id: z.string(), turns: z.number().int().min(0).max(3) });

/**
 * The fix queue's messages (spec 000 section 7: {photo_id, fix_type}), and a quarter turn's
 * ({photo_id, turns}: the turns the pictures are drawn at). The result arrives as a photo_updated
 * push to the uploader and to whoever asked (`requested_by`, a family admin).
 */
const correctionMessage = z.object({ photo_id: z.string().min(1), fix_type: z.enum(FIX_TYPES), requested_by: z.string().optional() });
const turnMessage = z.object({ photo_id: z.string().min(1), turns: z.number().int().min(0).max(3), requested_by: z.string().optional() });
export const fixImageMessage = z.union([correctionMessage, turnMessage]);
export type FixImageMessage = z.infer<typeof fixImageMessage>;

// ---------------------------------------------------------------- places, map, location list

export const locationsQuery = z.object({ q: text('Search', 200).default('') });
export const placePrediction = z.object({
  place_id: z.string(),
  description: z.string(),
  structured_formatting: z.object({ main_text: z.string(), secondary_text: z.string() }),
  /** Set when the place is already one of the user's locations. */
  location_id: z.string().nullable(),
});
export type PlacePredictionView = z.infer<typeof placePrediction>;
export const locationsResponse = z.object({
  predictions: z.array(placePrediction),
  /** The place data's credit, to show under the picker (GeoNames, CC BY 4.0). */
  attribution: z.string(),
});

/** GET /places/labels: the biggest places in the map's view, to name them on the offline basemap. */
const degrees = (label: string, limit: number) =>
  z.coerce.number({ error: `${label} must be a number` }).min(-limit, `${label} must be at least -${limit}`).max(limit, `${label} must be at most ${limit}`);
export const MAP_LABELS_MAX = 200;
export const mapLabelsQuery = z.object({
  west: degrees('West', 180),
  south: degrees('South', 90),
  east: degrees('East', 180),
  north: degrees('North', 90),
  limit: z.coerce.number({ error: 'The limit must be a number' }).int('The limit must be a whole number').min(1).max(MAP_LABELS_MAX).default(60),
});
export const mapLabel = z.object({ place_id: z.string(), name: z.string(), lat: z.number(), lon: z.number(), population: z.number() });
export type MapLabel = z.infer<typeof mapLabel>;
export const mapLabelsResponse = z.object({
  labels: z.array(mapLabel),
  /** The place data's credit, shown in the map's corner (GeoNames, CC BY 4.0). */
  attribution: z.string(),
});

/** GET /photos/search?q=: the family's photos and videos by the words of their places, captions and file names. */
export const PHOTO_SEARCH_LIMIT = 24;
export const photoSearchQuery = z.object({
  q: z.string().trim().min(1, 'Type a word of a place, a caption or a file name to search for').max(100, 'A search can be at most 100 characters'),
});
export const photoSearchResponse = z.object({
  /** Newest taken first, at most PHOTO_SEARCH_LIMIT. */
  photos: z.array(photoView),
  /** More photos match than were sent: typing more words narrows them. */
  has_more: z.boolean(),
});
export type PhotoSearchResponse = z.infer<typeof photoSearchResponse>;

export const photoMapQuery = z.object({ person_id: idOrNone.optional(), location_id: entityId.optional() });
/** A place with photos, as the lists of places show it. */
export const placeSummary = z.object({
  image_count: z.number(),
  event_count: z.number(),
  /** A photo taken there, to show on the marker. */
  image_id: z.string().nullable(),
  /** One of the events its photos belong to. */
  event_id: z.string().nullable(),
  location_id: z.string(),
  formatted_address: z.string(),
});
export type PlaceSummary = z.infer<typeof placeSummary>;
export const mapPoint = placeSummary.extend({ lat: z.number(), lon: z.number() });
export type MapPoint = z.infer<typeof mapPoint>;
export const photoMapResponse = z.object({
  points: z.array(mapPoint),
  /** Places with photos and no position (an address typed as written): listed, never pinned. */
  unmapped: z.array(placeSummary),
  reason: listReason.optional(),
});

export const locationListQuery = z.object({ person_id: idOrNone.optional(), page: cursor });
export const locationListResponse = z.object({
  location: locationView,
  photos: z.array(photoView),
  /** The events of the photos taken there (on the first page only). */
  events: z.array(eventSummary),
  next_page: z.string().nullable(),
  reason: listReason.optional(),
});

// ---------------------------------------------------------------- documents

export const libraryDocumentView = documentView.extend({
  /** The file name as uploaded. */
  name: z.string(),
  /** Whether 'This is a photo' can turn it back into a photo (a document made from a picture). */
  can_be_photo: z.boolean(),
  created_at: z.number(),
});
export type LibraryDocumentView = z.infer<typeof libraryDocumentView>;

export const documentsQuery = z.object({ page: cursor });
export const documentsResponse = z.object({ documents: z.array(libraryDocumentView), next_page: z.string().nullable() });

/** GET /document/{id}: `page` is the first page number wanted; /document/new?image_id= previews a photo as a document. */
export const documentQuery = z.object({
  page: z.coerce.number({ error: 'The page must be a number' }).int('The page must be a whole number').min(1, 'Pages start at 1').max(100_000).optional(),
  image_id: entityId.optional(),
});
export const documentDetail = libraryDocumentView.extend({
  pages: z.array(documentPageView),
  /** The page number to ask for next, or null after the last page. */
  next_page: z.number().nullable(),
  /** True for /document/new?image_id=: what the photo would become; nothing is saved yet. */
  draft: z.boolean(),
});
export type DocumentDetail = z.infer<typeof documentDetail>;
export const documentResponse = z.object({ document: documentDetail });

/** POST /document/{id}; for id 'new', image_id names the photo that becomes the document. */
export const saveDocumentRequest = z.object({
  title: text('Title', 500).min(1, 'A document needs a title'),
  publication: text('Publication', 1000).default(''),
  author: text('Author', 500).default(''),
  image_id: entityId.optional(),
});
export type SaveDocumentRequest = z.output<typeof saveDocumentRequest>;

export const deleteDocumentsRequest = z.preprocess((value) => (Array.isArray(value) ? value : ((value as { documents?: unknown })?.documents ?? (value as { ids?: unknown })?.ids)), photoIds('documents'));

export const toDocumentResponse = z.object({ document: libraryDocumentView });
export const toPhotoResponse = z.object({ photo: photoView });
