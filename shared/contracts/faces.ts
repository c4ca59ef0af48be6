import * as z from 'zod';
import { createPersonRequest, entityId, personSummary, personView } from './family';

/**
 * Faces (spec 000 sections 2, 3 and 7; spec 001 sections 2, 3, 4 and 7): a face found in a photo,
 * linked to a person or not; the calls that link, unlink, forget and name faces; the unnamed
 * people waiting to be named.
 */

/** Box as fractions (0..1) of the oriented image the browser shows. */
export const boundingBox = z.object({ left: z.number(), top: z.number(), width: z.number(), height: z.number() });
export type BoundingBox = z.infer<typeof boundingBox>;

/** Why the tree's dates keep a face apart from someone: born after the photo was taken, or died years before it. */
export const keptApartReason = z.object({
  kind: z.enum(['born-after', 'died-before']),
  /** The year they were born ('born-after') or died ('died-before'). */
  year: z.number(),
  /** The year the photo was taken (a camera's original time or a date the family typed). */
  photo_year: z.number(),
});
export type KeptApartReason = z.infer<typeof keptApartReason>;
export const keptApartPerson = personSummary.extend({ reason: keptApartReason });
export type KeptApartPerson = z.infer<typeof keptApartPerson>;

export const faceView = z.object({
  id: z.string(),
  image_id: z.string(),
  person_id: z.string().nullable(),
  bounding_box: boundingBox,
  gender_hint: z.enum(['Male', 'Female']).nullable(),
  /** The face's crop. */
  thumbnail_url: z.string(),
  /** The person it is linked to, when it is. */
  person: personSummary.nullable(),
  /**
   * People whose faces looked alike but whose life dates rule this photo out, with why; only while
   * the photo's date (trusted: a camera's or the family's) still rules them out.
   */
  kept_apart_from: z.array(keptApartPerson),
  /** Drawn by hand over the photo (the detector missed it); absent on found faces. */
  added_by_hand: z.boolean().optional(),
});
export type FaceView = z.infer<typeof faceView>;

/** POST /person/{id}/face/{faceId}, DELETE /person/{person_id}/face/{face_id}, .../forget/{face_id}. */
export const personFaceParams = z.object({ id: entityId, faceId: entityId });
export const unlinkFaceParams = z.object({ person_id: entityId, face_id: entityId });
export const personThumbnailParams = z.object({ id: entityId, imageId: entityId });
/** POST /person?face_id=: create the person from a face. */
export const createFromFaceQuery = z.object({ face_id: entityId.optional() });

/**
 * POST /photo/{id}/faces: a face the detector missed, drawn by hand, and who it is: someone in the
 * tree (person_id) or a new person (new_person, as POST /person takes). The box is refused when it
 * reaches outside the picture or is too small to be a face (shared/rules/drawn-face.ts), and a box
 * over a face the photo has already is refused (409).
 */
export const photoFaceParams = z.object({ id: entityId });
export const addPhotoFaceRequest = z
  .object({
    // Checked against shared/rules/drawn-face.ts by the use case, whose 400 says it in the rule's own words.
    bounding_box: boundingBox,
    person_id: entityId.optional(),
    new_person: createPersonRequest.optional(),
  })
  .refine((request) => (request.person_id === undefined) !== (request.new_person === undefined), {
    message: 'Choose who this is from your tree, or type a name for a new person',
  });
export type AddPhotoFaceRequest = z.input<typeof addPhotoFaceRequest>;

/** GET /photo/{id}/people. */
export const photoPeopleResponse = z.object({ faces: z.array(faceView) });
export type PhotoPeopleResponse = z.infer<typeof photoPeopleResponse>;

/** Linking may answer another person than asked for: the one the face's unnamed group merged into. */
export const linkFaceResponse = z.object({ person: personView, face: faceView });
export type LinkFaceResponse = z.infer<typeof linkFaceResponse>;
export const faceStatusResponse = z.object({ status: z.literal('Success') });

/** POST /faces/regroup: the family's faces grouped again as a whole (what moved). */
export const regroupFacesResponse = z.object({
  faces: z.number(),
  moved: z.number(),
  /** Unnamed people made for groups nobody held, and unnamed people left without faces (gone). */
  new_unnamed: z.number(),
  emptied: z.number(),
});
export type RegroupFacesResponse = z.infer<typeof regroupFacesResponse>;

export const unnamedPerson = z.object({
  person: personSummary,
  face: faceView,
  face_count: z.number(),
  /** Not yet announced by the snackbar. */
  is_new: z.boolean(),
});
export type UnnamedPerson = z.infer<typeof unnamedPerson>;

/** GET /faces/unnamed: people made from faces that nobody has named yet. */
export const unnamedPeopleQuery = z.object({ page: z.string().max(2000).optional() });
export const unnamedPeopleResponse = z.object({ people: z.array(unnamedPerson), new_count: z.number(), next_page: z.string().nullable() });
export type UnnamedPeopleResponse = z.infer<typeof unnamedPeopleResponse>;

/** GET /faces/seen_once: faces that belong to nobody (a person the family has in one photo), for home's 'Who is this?' card. */
export const facesSeenOnceQuery = z.object({ page: z.string().max(2000).optional() });
export const facesSeenOnceResponse = z.object({ faces: z.array(faceView), next_page: z.string().nullable() });
export type FacesSeenOnceResponse = z.infer<typeof facesSeenOnceResponse>;

/** The ids GET /faces/unnamed gave as new: the snackbar has told the family about them. */
export const announceUnnamedRequest = z.object({ person_ids: z.array(entityId).max(200) });

/** Photos whose faces are still being looked for or grouped (backfill progress). */
export const faceScanProgress = z.object({ scanned: z.number(), total: z.number(), faces: z.number() });

/** The faces queue: find and group the faces of one photo (or video poster). */
export const detectFacesMessage = z.object({
  photo_id: z.string().min(1),
  /**
   * The library (family) the photo is in: the FIFO queue's message group, so one family's photos
   * are grouped one after another and different families' side by side. The queue's sender reads
   * it from the photo when the caller does not know it (lambdas/adapters/aws/sqs-faces-queue.ts).
   */
  library_id: z.string().min(1).optional(),
  /** How many times the consumer has sent the photo again because Rekognition was busy (each waits longer). */
  deferrals: z.number().int().min(0).optional(),
  /**
   * The photo, scanned before, has just moved into this family with a member who joined: its faces
   * were only compared with their old library's, so they are searched among the family's
   * (lambdas/domain/faces/match-arrived.ts).
   */
  arrived: z.literal(true).optional(),
});
export type DetectFacesMessage = z.infer<typeof detectFacesMessage>;

/** The faces queue: regroup a family whose joining member's photos have all arrived (sent behind their `arrived` messages). */
export const regroupFacesMessage = z.object({
  regroup: z.literal(true),
  library_id: z.string().min(1),
  deferrals: z.number().int().min(0).optional(),
});
export type RegroupFacesMessage = z.infer<typeof regroupFacesMessage>;

/** Every message of the faces queue. */
export const facesQueueMessage = z.union([detectFacesMessage, regroupFacesMessage]);
export type FacesQueueMessage = z.infer<typeof facesQueueMessage>;

/** /person_merge with two people: GET /person/merge_diff?person_id1&person_id2, then POST /person/merge. */
export const mergeDiffQuery = z.object({ person_id1: entityId, person_id2: entityId });
export const mergeRequest = z.object({
  /** The person kept. */
  person_id1: entityId,
  /** The person merged into it (its id answers with the kept person afterwards). */
  person_id2: entityId,
});
const mergeSide = z.object({
  person: personView,
  events: z.array(z.object({ id: z.string(), name: z.string(), event_type: z.string(), start_date: z.string(), role: z.string() })),
  notes: z.number(),
  citations: z.number(),
  faces: z.array(z.object({ id: z.string(), thumbnail_url: z.string() })),
  photos: z.number(),
  /** E-mail addresses, phone numbers and websites (the merge adds the other's to the kept person). */
  contacts: z.array(z.object({ contact_type: z.string(), contact_value: z.string() })),
  /** Title, occupation and the other facts, as 'label: value'. */
  attributes: z.array(z.object({ label: z.string(), value: z.string() })),
  /** Earlier versions kept of the person (both people's are kept by the merge). */
  versions: z.number(),
});
export type MergeSide = z.infer<typeof mergeSide>;
export const mergeDiffResponse = z.object({ person1: mergeSide, person2: mergeSide, needs_merge: z.boolean() });
export type MergeDiffResponse = z.infer<typeof mergeDiffResponse>;
export const mergeResponse = z.object({ person: personView });

