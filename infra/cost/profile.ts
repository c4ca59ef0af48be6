/** The usage a cost is worked out for, and the command-line flags that change it. */
export interface UsageProfile {
  /** Members of one family (each signs in and browses). */
  readonly members: number;
  readonly photos: number;
  /** Average size of an original photo, MB. */
  readonly photoMb: number;
  readonly videos: number;
  /** People in the family's tree. */
  readonly people: number;
  /** How many families share the stage's fixed costs (and the "per N families" line). */
  readonly families: number;
}

/** Issue 33's profile: a family of 5, 20,000 photos of 4 MB on average, 200 videos, a 3,000-person tree. */
export const ISSUE_33_PROFILE: UsageProfile = { members: 5, photos: 20_000, photoMb: 4, videos: 200, people: 3_000, families: 10_000 };

const FLAGS: Readonly<Record<string, keyof UsageProfile>> = {
  '--members': 'members',
  '--photos': 'photos',
  '--photo-mb': 'photoMb',
  '--videos': 'videos',
  '--people': 'people',
  '--families': 'families',
};

export const PROFILE_USAGE = `Usage: npm run cost -- [${Object.keys(FLAGS).map((flag) => `${flag} N`).join('] [')}]`;

/** The profile with the flags' values on top (`--photos 5000` or `--photos=5000`); throws on anything else. */
export function parseProfileArgs(args: readonly string[], base: UsageProfile = ISSUE_33_PROFILE): UsageProfile {
  const profile: Record<keyof UsageProfile, number> = { ...base };
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i]!.split('=', 2) as [string, string | undefined];
    const key = FLAGS[flag];
    if (!key) throw new Error(`Unknown argument ${args[i]}. ${PROFILE_USAGE}`);
    const raw = inline ?? args[++i];
    const value = Number(raw);
    if (raw === undefined || raw === '' || !Number.isFinite(value) || value < 0) throw new Error(`${flag} takes a number of 0 or more. ${PROFILE_USAGE}`);
    if (key === 'families' && value < 1) throw new Error(`--families takes 1 or more. ${PROFILE_USAGE}`);
    profile[key] = value;
  }
  return profile;
}
