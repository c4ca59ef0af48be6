export const documentKeys = {
  all: ['documents'] as const,
  lists: ['documents', 'list'] as const,
  detail: (id: string, imageId: string | null) => ['documents', 'detail', id, { imageId }] as const,
  details: (id: string) => ['documents', 'detail', id] as const,
};
