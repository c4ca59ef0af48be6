export const sharingKeys = {
  all: ['sharing'] as const,
  invites: ['sharing', 'invites'] as const,
  invite: (id: string, key: string | null) => ['sharing', 'invite', id, { key }] as const,
  family: ['sharing', 'family'] as const,
};

/** The signed-in user (the accounts feature's key): accepting an invite changes it. */
export const USER_QUERY_KEY = ['accounts', 'user'] as const;
