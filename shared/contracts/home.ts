import * as z from 'zod';
import { unnamedPeopleResponse } from './faces';
import { messagesResponse } from './messages';
import { inviteView } from './sharing';

/** GET /missing_files: a page of the files a GEDCOM names (OBJE FILE) that no upload matched yet. */
export const MISSING_FILES_PAGE_SIZE = 50;
/** The home dashboard shows the first few; the card's list pages on through GET /missing_files. */
export const DASHBOARD_MISSING_FILES = 5;
/** The newest messages on home; the message page lists the rest. */
export const DASHBOARD_MESSAGES = 5;

const linkedItem = z.object({ id: z.string(), name: z.string() });

export const missingFile = z.object({
  /** The base name, lower-cased (shared/rules/media-file-names.ts): what an upload must be called. */
  file_key: z.string(),
  /** As the GEDCOM wrote it (with the folders of the machine it came from). */
  file_name: z.string(),
  title: z.string().nullable(),
  /** The GEDCOM file that names it. */
  import_file_name: z.string(),
  /** Whom and what it belongs to: once uploaded, the photo is linked to them. */
  people: z.array(linkedItem),
  events: z.array(linkedItem),
});
export type MissingFile = z.infer<typeof missingFile>;

export const missingFilesQuery = z.object({ page: z.string().max(2000).optional() });
export const missingFilesResponse = z.object({ files: z.array(missingFile), next_page: z.string().nullable() });
export type MissingFilesResponse = z.infer<typeof missingFilesResponse>;

/**
 * GET /dashboard: everything the home page's cards say, in one request (spec 001 section 2, Home
 * dashboard). Each part is the first page of its own list; a card with nothing to say is hidden.
 */
export const dashboardResponse = z.object({
  /** Family Sharing Requests waiting for the user. */
  invites: z.array(inviteView),
  missing_files: missingFilesResponse,
  unnamed: unnamedPeopleResponse,
  /** The newest messages and the unread count. */
  messages: messagesResponse,
  /** Whether the family tree has anyone in it (so 'Select yourself' has someone to pick). */
  tree_has_people: z.boolean(),
  /** Whether the user has invited someone or shares a family with others (Getting started's 'Invite your family' is done). */
  family_invited: z.boolean(),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;
