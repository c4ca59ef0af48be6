import type { documentsResponse } from '@heirloom/shared/contracts/photos';
import type { z } from 'zod';

export type DocumentsResponse = z.infer<typeof documentsResponse>;
