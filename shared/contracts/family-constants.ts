/**
 * Family-history constants without the schemas (family.ts re-exports them), so the browser's
 * first load can use them without zod.
 */

/** People list page size (spec 001 section 9: "People page size under 50 means no more pages"). */
export const PEOPLE_PAGE_SIZE = 50;
/**
 * How many people one Forget removes. Their automatically named events are renamed in batched
 * reads (a few DynamoDB requests a person and an event), so 250 stays well within a Lambda's
 * 29 s behind API Gateway; a bigger selection is refused with a message saying so.
 */
export const FORGET_PEOPLE_MAX = 250;
export const CONTACT_TYPES = ['Email', 'Phone Number', 'Website'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];
/** The photo list filters that name relatives (spec 000 section 9). */
export const RELATIVE_LISTS = ['Siblings', 'Kids', 'Grand Kids', 'Parents', 'Grand Parents', 'NiecesNephews'] as const;
export type RelativeList = (typeof RELATIVE_LISTS)[number];
/** The GEDCOM versions the export writes. */
export const GEDCOM_EXPORT_VERSIONS = ['5.5.1', '7.0'] as const;
/** What an export job writes: a GEDCOM file of either version, or a GEDZIP (GEDCOM 7 zipped with the family's photos and documents). */
export const EXPORT_FORMATS = [...GEDCOM_EXPORT_VERSIONS, 'gedzip'] as const;
