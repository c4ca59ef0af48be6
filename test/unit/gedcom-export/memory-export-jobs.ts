import type { ExportJob, ExportJobPatch, ExportJobStore } from '../../../lambdas/domain/gedcom-export/ports';

/** ExportJobStore in memory, with the DynamoDB adapter's slot semantics (claim is all or nothing). */
export class MemoryExportJobs implements ExportJobStore {
  readonly jobs = new Map<string, ExportJob>();
  readonly slots = new Map<string, string>();
  /** Runs before a claim is checked: lets a test take the slot "between" a read and a claim. */
  beforeClaim: (() => void) | undefined;

  async get(ownerId: string, id: string) {
    const job = this.jobs.get(`${ownerId}/${id}`);
    return job ? { ...job } : null;
  }

  async current(ownerId: string) {
    const id = this.slots.get(ownerId);
    return id ? this.get(ownerId, id) : null;
  }

  async claim(job: ExportJob, replacing: string | null) {
    this.beforeClaim?.();
    this.beforeClaim = undefined;
    const holder = this.slots.get(job.ownerId);
    if (holder !== undefined && holder !== replacing) return false;
    this.slots.set(job.ownerId, job.id);
    this.jobs.set(`${job.ownerId}/${job.id}`, { ...job });
    return true;
  }

  async begin(ownerId: string, id: string, at: number) {
    const job = this.jobs.get(`${ownerId}/${id}`);
    if (job?.status !== 'queued') return false;
    Object.assign(job, { status: 'running', updatedAt: at });
    return true;
  }

  async resume(ownerId: string, id: string, run: string, at: number) {
    const job = this.jobs.get(`${ownerId}/${id}`);
    if (job?.status !== 'running' || job.run !== run) return false;
    Object.assign(job, { run: null, updatedAt: at });
    return true;
  }

  async update(ownerId: string, id: string, patch: ExportJobPatch) {
    const job = this.jobs.get(`${ownerId}/${id}`);
    if (!job) throw new Error('no such job');
    Object.assign(job, Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)));
  }

  async release(ownerId: string, id: string) {
    if (this.slots.get(ownerId) === id) this.slots.delete(ownerId);
  }
}
