import { describe, expect, it } from 'vitest';
import { moveFamilyItems, type MoveDeps, type TreeCursor } from '../../../lambdas/domain/sharing/move-items';
import { MOVE_REDRIVES, MOVE_STALL_MS, movingOf, redriveStalledMoves, requestMove } from '../../../lambdas/domain/sharing/move-requests';
import type { FamilyMove, FamilyMoveLedger, FamilyMoveMessage, Membership } from '../../../lambdas/ports/sharing';

/**
 * The family move's rules on an in-memory world: items live under a scope; the mover copies and
 * removes pages of tree items and moves pages of uploads. What is checked is what a family sees:
 * every item ends in exactly one place, the joiner's tree is whole where they read it at every
 * step, counts say "N of M", a run out of time hands over, a join stops when its member leaves,
 * and stalled moves are sent again and finally given up.
 */

const keyOf = (m: FamilyMoveMessage) => `${m.user_id}#${m.from_scope}#${m.to_scope}`;

class MemoryLedger implements FamilyMoveLedger {
  readonly moves = new Map<string, FamilyMove>();
  async start(m: FamilyMoveMessage, at: number) {
    const old = this.moves.get(keyOf(m));
    this.moves.set(keyOf(m), { userId: m.user_id, fromScope: m.from_scope, toScope: m.to_scope, uploadsOnly: Boolean(m.uploads_only), moved: old?.moved ?? 0, total: old?.total ?? null, requestedAt: old?.requestedAt ?? at, updatedAt: at, redrives: 0, failed: false, removedBy: m.removed_by ?? null });
  }
  async get(m: FamilyMoveMessage) {
    return this.moves.get(keyOf(m)) ?? null;
  }
  async progress(m: FamilyMoveMessage, p: { moved: number; total: number | null }, at: number) {
    const move = this.moves.get(keyOf(m));
    if (move) this.moves.set(keyOf(m), { ...move, moved: p.moved, total: p.total ?? move.total, updatedAt: at, redrives: 0 });
  }
  async finish(m: FamilyMoveMessage) {
    this.moves.delete(keyOf(m));
  }
  async redriven(m: FamilyMoveMessage, at: number, failed: boolean) {
    const move = this.moves.get(keyOf(m));
    if (move) this.moves.set(keyOf(m), { ...move, updatedAt: at, failed, redrives: move.redrives + (failed ? 0 : 1) });
  }
  async movesOf(userId: string) {
    return [...this.moves.values()].filter((move) => move.userId === userId);
  }
  async unfinished() {
    return { moves: [...this.moves.values()], cursor: null };
  }
}

interface World {
  /** tree item id -> scope -> the item's content there (a copy and its original may both exist) */
  tree: Map<string, Map<string, string>>;
  /** upload id -> scope it is in */
  uploads: Map<string, string>;
  membership: Membership | null;
  ledger: MemoryLedger;
  carriedOn: FamilyMoveMessage[];
  finished: Array<{ message: FamilyMoveMessage; moved: number; requestedAt: number }>;
  progress: Array<{ moved: number; total: number | null; done: boolean }>;
  /** Joins whose items had all arrived (the member's sessions then read the family's key alone). */
  arrived: string[];
  /** Joins whose tree had been copied whole (the member then reads the family's tree). */
  treeCopied: string[];
  clock: number;
  /** Runs out of time after this many pages (Infinity: never). */
  pagesPerRun: number;
  /** Called before each page is moved (to interfere: a leave, a crash). */
  beforePage?: () => void;
}

function world(treeItems: number, uploads: number, from = 'joiner', to = 'family'): World {
  return {
    tree: new Map(Array.from({ length: treeItems }, (_, i) => [`t${String(i).padStart(4, '0')}`, new Map([[from, `original ${i}`]])])),
    uploads: new Map(Array.from({ length: uploads }, (_, i) => [`u${i}`, from])),
    membership: { userId: 'joiner', familyId: to, username: 'Jo', joinedAt: 1, movingFrom: from, treeCopying: true },
    ledger: new MemoryLedger(),
    carriedOn: [],
    finished: [],
    progress: [],
    arrived: [],
    treeCopied: [],
    clock: 1_000_000,
    pagesPerRun: Infinity,
  };
}

const PAGE = 7;

/** The tree items in a scope. */
const treeIn = (w: World, scope: string) => [...w.tree].filter(([, places]) => places.has(scope)).map(([id]) => id);
/** Where the joiner reads their tree: where it was until it has been copied whole (family/tree-access.ts). */
const joinerTreeScope = (w: World) => (w.membership?.treeCopying ? w.membership.movingFrom! : (w.membership?.familyId ?? 'joiner'));

function depsOf(w: World): MoveDeps {
  let pages = 0;
  const movePage = (items: Map<string, string>, from: string, to: string, after: number) => {
    w.beforePage?.();
    const ids = [...items].filter(([, scope]) => scope === from).map(([id]) => id).slice(0, PAGE);
    for (const id of ids) items.set(id, to);
    pages++;
    return { moved: ids.length, next: after + ids.length };
  };
  // A page of tree items in `from` after the cursor (the last id read), in key order as a Query reads them.
  const treePage = (from: string, cursor: TreeCursor) => {
    w.beforePage?.();
    pages++;
    const after = (cursor?.after as string | undefined) ?? '';
    const ids = treeIn(w, from).filter((id) => id > after).sort().slice(0, PAGE);
    return { ids, cursor: ids.length === PAGE ? { after: ids.at(-1) } : null };
  };
  return {
    sharing: { membership: async () => w.membership },
    moves: w.ledger,
    mover: {
      countTree: async (scope) => treeIn(w, scope).length,
      copyTreePage: async (from, to, cursor, onlyMissing) => {
        const page = treePage(from, cursor);
        const toCopy = page.ids.filter((id) => !onlyMissing || !w.tree.get(id)!.has(to));
        for (const id of toCopy) w.tree.get(id)!.set(to, w.tree.get(id)!.get(from)!);
        return { copied: toCopy.length, cursor: page.cursor };
      },
      removeTreePage: async (from, to, cursor) => {
        const page = treePage(from, cursor);
        let copied = 0;
        for (const id of page.ids) {
          const places = w.tree.get(id)!;
          if (!places.has(to)) {
            places.set(to, places.get(from)!);
            copied++;
          }
          places.delete(from);
        }
        return { copied, removed: page.ids.length, cursor: page.cursor };
      },
      countUploads: async (_user, scope) => [...w.uploads.values()].filter((s) => s === scope).length,
      moveUploads: async (_user, from, to, onPage) => {
        let moved = 0;
        for (;;) {
          const page = movePage(w.uploads, from, to, 0);
          if (!page.moved) return { moved, complete: true };
          moved += page.moved;
          if (!(await onPage(page.moved))) return { moved, complete: false };
        }
      },
      movePlaces: async () => 0,
    },
    faces: { movePhotos: async () => undefined, moveUnnamed: async () => undefined, regroupArrived: async () => undefined },
    suggestDuplicates: async () => undefined,
    copyDuplicatePairs: async () => undefined,
    progress: async (_user, p) => {
      w.progress.push(p);
    },
    finished: async (message, moved, requestedAt) => {
      w.finished.push({ message, moved, requestedAt });
    },
    treeCopied: async (userId, from, to) => {
      w.treeCopied.push(`${userId}: ${from} -> ${to}`);
      if (w.membership?.movingFrom === from) w.membership = { ...w.membership, treeCopying: false };
    },
    arrived: async (userId, from, to) => {
      w.arrived.push(`${userId}: ${from} -> ${to}`);
      if (w.membership?.movingFrom === from) w.membership = { ...w.membership, movingFrom: null, treeCopying: false };
    },
    carryOn: async (message) => {
      w.carriedOn.push(message);
    },
    outOfTime: () => pages >= w.pagesPerRun,
    pause: async () => {
      w.clock += 250;
    },
    now: () => w.clock,
  };
}

const everyItemOnlyIn = (w: World, scope: string) => [...w.tree.values()].every((places) => places.size === 1 && places.has(scope)) && [...w.uploads.values()].every((s) => s === scope);

const join: FamilyMoveMessage = { user_id: 'joiner', from_scope: 'joiner', to_scope: 'family' };
const leave: FamilyMoveMessage = { user_id: 'joiner', from_scope: 'family', to_scope: 'joiner', uploads_only: true };
const queue = (sent: FamilyMoveMessage[]) => ({ send: async (m: FamilyMoveMessage) => void sent.push(m) });

/** A run of the join killed (a Lambda timing out) when it reaches its page `pages + 1`. */
async function runDyingAfterPages(w: World, pages: number): Promise<void> {
  let left = pages;
  w.beforePage = () => {
    if (left-- === 0) throw new Error('Task timed out');
  };
  await expect(moveFamilyItems(depsOf(w), join)).rejects.toThrow('Task timed out');
}

describe('moving a member into a family', () => {
  it('moves every tree item and upload once, counts N of M from the start and says so once at the end', async () => {
    const w = world(40, 25);
    await requestMove({ moves: w.ledger, moveQueue: queue([]), now: () => w.clock }, join);

    expect(await moveFamilyItems(depsOf(w), join)).toBe('done');

    expect(treeIn(w, 'family')).toHaveLength(40);
    expect(treeIn(w, 'joiner')).toHaveLength(0);
    expect([...w.uploads.values()].every((scope) => scope === 'family')).toBe(true);
    expect(w.progress.every((p) => p.total === 65)).toBe(true);
    expect(w.progress.at(-1)).toEqual({ moved: 65, total: 65, done: true });
    expect(w.finished).toEqual([{ message: join, moved: 65, requestedAt: 1_000_000 }]);
    expect(w.ledger.moves.size).toBe(0);
    expect(w.arrived).toEqual(['joiner: joiner -> family']);
  });

  it("keeps the joiner's tree whole where they read it at every page (their own until the copy is whole, then the family's), and the family's never loses an item", async () => {
    const w = world(40, 25);
    // The founder's tree: already the family's.
    for (let i = 0; i < 10; i++) w.tree.set(`f${i}`, new Map([['family', `founder ${i}`]]));
    await requestMove({ moves: w.ledger, moveQueue: queue([]), now: () => w.clock }, join);
    const joinerSees: number[] = [];
    const familyHas: number[] = [];
    const look = () => {
      joinerSees.push(treeIn(w, joinerTreeScope(w)).filter((id) => id.startsWith('t')).length);
      familyHas.push(treeIn(w, 'family').length);
    };
    w.beforePage = look;

    expect(await moveFamilyItems(depsOf(w), join)).toBe('done');
    look();

    expect(w.treeCopied).toEqual(['joiner: joiner -> family']);
    expect(new Set(joinerSees)).toEqual(new Set([40]));
    expect(familyHas.every((count, i) => count >= (familyHas[i - 1] ?? 10))).toBe(true);
    expect(familyHas.at(-1)).toBe(50);
    expect(everyItemOnlyIn(w, 'family')).toBe(true);
  });

  it('a run resumed mid-copy copies only what has no copy yet, so a change the family made to a copy is kept', async () => {
    const w = world(30, 0);
    await requestMove({ moves: w.ledger, moveQueue: queue([]), now: () => w.clock }, join);
    await runDyingAfterPages(w, 3);
    // Nothing of the joiner's tree has gone yet; the founder corrects a person already copied.
    expect(treeIn(w, 'joiner')).toHaveLength(30);
    w.tree.get('t0000')!.set('family', 'corrected by the founder');
    w.beforePage = undefined;

    expect(await moveFamilyItems(depsOf(w), join)).toBe('done');
    expect(w.tree.get('t0000')).toEqual(new Map([['family', 'corrected by the founder']]));
    expect(w.tree.get('t0029')).toEqual(new Map([['family', 'original 29']]));
    expect(w.progress.at(-1)).toEqual({ moved: 30, total: 30, done: true });
  });

  it('a tree item written where the tree was after the copy passed it (an import finishing) is copied before its original goes', async () => {
    const w = world(20, 0);
    await requestMove({ moves: w.ledger, moveQueue: queue([]), now: () => w.clock }, join);
    w.beforePage = () => {
      if (!w.membership?.treeCopying && !w.tree.has('t0020')) w.tree.set('t0020', new Map([['joiner', 'late']]));
    };
    expect(await moveFamilyItems(depsOf(w), join)).toBe('done');
    expect(w.tree.get('t0020')).toEqual(new Map([['family', 'late']]));
    expect(everyItemOnlyIn(w, 'family')).toBe(true);
  });

  it('a copy of the join delivered again after the joiner arrived still repairs what it finds, and tells nobody twice', async () => {
    const w = world(10, 5);
    await requestMove({ moves: w.ledger, moveQueue: queue([]), now: () => w.clock }, join);
    expect(await moveFamilyItems(depsOf(w), join)).toBe('done');
    // Arrived: the membership no longer names where the joiner came from. A page left behind.
    w.membership = { ...w.membership!, movingFrom: null };
    w.uploads.set('u0', 'joiner');

    expect(await moveFamilyItems(depsOf(w), join)).toBe('done');
    expect(w.uploads.get('u0')).toBe('family');
    expect(w.finished).toHaveLength(1);
  });

  it('says the joiner has arrived only once every item is in: not when a run hands over, nor when a leave overtakes the join', async () => {
    const w = world(40, 25);
    w.pagesPerRun = 3;
    await requestMove({ moves: w.ledger, moveQueue: queue([]), now: () => w.clock }, join);
    expect(await moveFamilyItems(depsOf(w), join)).toBe('continues');
    expect(w.arrived).toEqual([]);

    w.pagesPerRun = Infinity;
    let pages = 0;
    w.beforePage = () => {
      if (++pages === 2) w.membership = null;
    };
    expect(await moveFamilyItems(depsOf(w), join)).toBe('overtaken');
    expect(w.arrived).toEqual([]);
  });

  it('has M in the ledger before the first item moves (the family page never reads "so far")', async () => {
    const w = world(40, 25);
    await requestMove({ moves: w.ledger, moveQueue: queue([]), now: () => w.clock }, join);
    const seenBeforePages: Array<number | null> = [];
    w.beforePage = () => void seenBeforePages.push(w.ledger.moves.get(keyOf(join))?.total ?? null);

    await moveFamilyItems(depsOf(w), join);

    expect(seenBeforePages[0]).toBe(65);
    expect(w.progress[0]).toEqual({ moved: 0, total: 65, done: false });
  });

  it('hands the rest to a fresh run when its time is up, and the runs together move everything with one total', async () => {
    const w = world(40, 25);
    w.pagesPerRun = 3;
    await requestMove({ moves: w.ledger, moveQueue: queue([]), now: () => w.clock }, join);

    let runs = 0;
    for (let outcome = 'continues'; outcome === 'continues'; runs++) outcome = await moveFamilyItems(depsOf(w), join);

    expect(runs).toBeGreaterThan(3);
    expect(w.carriedOn).toHaveLength(runs - 1);
    expect(everyItemOnlyIn(w, 'family')).toBe(true);
    expect(new Set(w.progress.map((p) => p.total))).toEqual(new Set([65]));
    expect(w.progress.at(-1)?.moved).toBe(65);
    expect(w.finished).toHaveLength(1);
  });

  it('resumes after a run dies mid-move: nothing lost, nothing counted twice', async () => {
    const w = world(30, 10);
    await requestMove({ moves: w.ledger, moveQueue: queue([]), now: () => w.clock }, join);
    await runDyingAfterPages(w, 3);
    w.beforePage = undefined;

    expect(await moveFamilyItems(depsOf(w), join)).toBe('done');
    expect(everyItemOnlyIn(w, 'family')).toBe(true);
    expect(w.progress.at(-1)).toEqual({ moved: 40, total: 40, done: true });
  });

  it('stops at its next page when the member has left, and a leave waiting for it then takes every upload back', async () => {
    const w = world(30, 30);
    await requestMove({ moves: w.ledger, moveQueue: queue([]), now: () => w.clock }, join);
    let pages = 0;
    w.beforePage = () => {
      // The founder removes the joiner after four pages.
      if (++pages === 4) w.membership = null;
    };
    expect(await moveFamilyItems(depsOf(w), join)).toBe('overtaken');
    expect(w.ledger.moves.size).toBe(0);
    // The tree was still being copied: the family keeps the copies made, the leaver the whole tree.
    const copiedIn = treeIn(w, 'family').length;
    expect(copiedIn).toBeGreaterThan(0);
    expect(copiedIn).toBeLessThan(30);
    expect(treeIn(w, 'joiner')).toHaveLength(30);

    w.beforePage = undefined;
    await requestMove({ moves: w.ledger, moveQueue: queue([]), now: () => w.clock }, leave);
    expect(await moveFamilyItems(depsOf(w), leave)).toBe('done');
    // Every upload is the leaver's again, and the whole tree still is.
    expect([...w.uploads.values()].every((scope) => scope === 'joiner')).toBe(true);
    expect(treeIn(w, 'joiner')).toHaveLength(30);
    expect(w.finished.map((f) => f.message)).toEqual([leave]);
  });

  it('a join that finds its member gone before it starts moves nothing', async () => {
    const w = world(10, 10);
    w.membership = null;
    expect(await moveFamilyItems(depsOf(w), join)).toBe('overtaken');
    expect(everyItemOnlyIn(w, 'joiner')).toBe(true);
  });

  it('GET /family reads the moves across families as N of M, and a failed one as failed', async () => {
    const w = world(0, 0);
    expect(await movingOf(w.ledger, 'joiner')).toBeNull();
    await w.ledger.start(join, 1);
    await w.ledger.start({ user_id: 'joiner', from_scope: 'family', to_scope: 'family' }, 1);
    expect(await movingOf(w.ledger, 'joiner')).toEqual({ moved: 0, total: null, done: false, failed: false, leaving: false });
    await w.ledger.progress(join, { moved: 12, total: 50 }, 2);
    expect(await movingOf(w.ledger, 'joiner')).toEqual({ moved: 12, total: 50, done: false, failed: false, leaving: false });
    await w.ledger.redriven(join, 3, true);
    expect((await movingOf(w.ledger, 'joiner'))?.failed).toBe(true);
  });

  it('GET /family says a move is a leave (the leaver\'s photos appear as they arrive; a joiner\'s stay in view)', async () => {
    const w = world(0, 0);
    await w.ledger.start(leave, 1);
    expect((await movingOf(w.ledger, 'joiner'))?.leaving).toBe(true);
  });
});

describe('stalled moves', () => {
  it('are sent again after MOVE_STALL_MS without progress, and given up once after MOVE_REDRIVES sends', async () => {
    const ledger = new MemoryLedger();
    const sent: FamilyMoveMessage[] = [];
    const givenUp: FamilyMove[] = [];
    let clock = 0;
    const deps = { moves: ledger, moveQueue: queue(sent), now: () => clock, giveUp: async (move: FamilyMove) => void givenUp.push(move) };
    await requestMove(deps, join);
    sent.length = 0;

    clock += MOVE_STALL_MS - 1;
    expect(await redriveStalledMoves(deps)).toEqual({ redriven: 0, failed: 0 });
    for (let i = 0; i < MOVE_REDRIVES; i++) {
      clock += MOVE_STALL_MS;
      expect(await redriveStalledMoves(deps)).toEqual({ redriven: 1, failed: 0 });
    }
    expect(sent).toEqual(Array.from({ length: MOVE_REDRIVES }, () => join));
    clock += MOVE_STALL_MS;
    expect(await redriveStalledMoves(deps)).toEqual({ redriven: 0, failed: 1 });
    clock += MOVE_STALL_MS;
    expect(await redriveStalledMoves(deps)).toEqual({ redriven: 0, failed: 0 });
    expect(givenUp.map((move) => move.userId)).toEqual(['joiner']);
  });

  it('a removal sent again still says who removed the member (their messages name the admin)', async () => {
    const ledger = new MemoryLedger();
    const sent: FamilyMoveMessage[] = [];
    let clock = 0;
    const removal: FamilyMoveMessage = { ...leave, removed_by: 'founder' };
    await requestMove({ moves: ledger, moveQueue: queue(sent), now: () => clock }, removal);
    clock += MOVE_STALL_MS;
    await redriveStalledMoves({ moves: ledger, moveQueue: queue(sent), now: () => clock, giveUp: async () => undefined });
    expect(sent).toEqual([removal, removal]);
  });

  it('a move whose telling fails is not marked failed, so the next check gives it up and tells again', async () => {
    const ledger = new MemoryLedger();
    let clock = 0;
    let tellings = 0;
    const deps = {
      moves: ledger,
      moveQueue: queue([]),
      now: () => clock,
      giveUp: async () => {
        if (++tellings === 1) throw new Error('the messages queue is down');
      },
    };
    await requestMove(deps, join);
    for (let i = 0; i < MOVE_REDRIVES; i++) {
      clock += MOVE_STALL_MS;
      await redriveStalledMoves(deps);
    }
    clock += MOVE_STALL_MS;
    await expect(redriveStalledMoves(deps)).rejects.toThrow('the messages queue is down');
    expect((await ledger.get(join))?.failed).toBe(false);
    expect(await redriveStalledMoves(deps)).toEqual({ redriven: 0, failed: 1 });
    expect((await ledger.get(join))?.failed).toBe(true);
    expect(tellings).toBe(2);
  });

  it('a move that makes progress between checks is never given up', async () => {
    const ledger = new MemoryLedger();
    let clock = 0;
    const deps = { moves: ledger, moveQueue: queue([]), now: () => clock, giveUp: async () => expect.fail('given up') };
    await requestMove(deps, join);
    for (let i = 0; i < MOVE_REDRIVES * 3; i++) {
      clock += MOVE_STALL_MS;
      await redriveStalledMoves(deps);
      await ledger.progress(join, { moved: i, total: 100 }, clock);
    }
    expect((await ledger.get(join))?.failed).toBe(false);
  });
});
