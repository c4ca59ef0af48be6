import { create } from 'zustand';
import { PRODUCT_NAME } from '@heirloom/shared/constants';

/**
 * Whether the plan dialog is open, and why. Any screen opens it (the trial banner, plan buttons,
 * a blocked upload) without knowing where it is drawn; the app mounts the dialog once.
 */
export interface PlanDialogState {
  isOpen: boolean;
  /** A sentence shown at the top, e.g. 'Uploads require a paid version of Heirloom'. */
  reason: string | null;
  openPlanDialog: (reason?: string) => void;
  closePlanDialog: () => void;
}

export const usePlanDialogStore = create<PlanDialogState>()((set) => ({
  isOpen: false,
  reason: null,
  openPlanDialog: (reason) => set({ isOpen: true, reason: reason ?? null }),
  closePlanDialog: () => set({ isOpen: false, reason: null }),
}));

/** For code outside React (or a callback that should not subscribe). */
export const openPlanDialog = (reason?: string): void => usePlanDialogStore.getState().openPlanDialog(reason);

/** Spec (000 section 5): what the dialog says when an upload is blocked by the plan. */
export const UPLOADS_REQUIRE_PAID_MESSAGE = `Uploads require a paid version of ${PRODUCT_NAME}`;
